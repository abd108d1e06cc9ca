import { toPolish } from '@bk/contracts/common/name-mapping';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { Polish } from '../polish.ts';

type Wire = {
  full_number: string;
  created_by: { forename: string; surname: string } | null;
  parts: { order_items: { cpv_codes: { code: string }[] }[] }[];
  errors: Record<string, string[]>;
  is_mine: boolean;
  last_page: number;
};

type Client = {
  calyNumer: string;
  ktoUtworzyl: { imie: string; nazwisko: string } | null;
  zamowienia: { przedmiotyZamowienia: { kodyCPV: { kod: string }[] }[] }[];
  errors: Record<string, string[]>;
  isMine: boolean;
  lastPage: number;
};

describe('Polish', () => {
  it('names a wire type as toPolish names the value: the table, then snake_case to camelCase', () => {
    expectTypeOf<Polish<Wire>>().toEqualTypeOf<Client>();
    const wire: Wire = {
      full_number: 'X/1',
      created_by: { forename: 'Jan', surname: 'Kowalski' },
      parts: [{ order_items: [{ cpv_codes: [{ code: '30213100-6' }] }] }],
      errors: { 'economic_subject.postcode': ['Błąd'] },
      is_mine: true,
      last_page: 2,
    };
    const client: Client = toPolish<Polish<Wire>>(wire);
    expect(client).toEqual({
      calyNumer: 'X/1',
      ktoUtworzyl: { imie: 'Jan', nazwisko: 'Kowalski' },
      zamowienia: [{ przedmiotyZamowienia: [{ kodyCPV: [{ kod: '30213100-6' }] }] }],
      errors: { 'economic_subject.postcode': ['Błąd'] },
      isMine: true,
      lastPage: 2,
    });
  });
});

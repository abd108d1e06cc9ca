import { describe, expect, it } from 'vitest';
import { formatEventTime, payloadValueText } from '../audit-format.ts';
import {
  auditApiQuery,
  auditFilterProblems,
  auditHref,
  changeAudit,
  defaultAuditState,
  emptyAuditFilters,
  readAudit,
  trimmedAuditFilters,
  writeAudit,
} from '../audit-params.ts';

describe("the log's address", () => {
  it('reads the filters and the keyset position, and writes them back sorted', () => {
    const read = readAudit(
      '?zdarzenie=Offer.Content_read&obiekt=announcement&numerObiektu=12&uzytkownik=jan%40bk.example&od=2026-11-01&do=2026-11-30&przed=500',
    );
    expect(read).toEqual({
      filters: {
        obiekt: 'announcement',
        numerObiektu: '12',
        uzytkownik: 'jan@bk.example',
        zdarzenie: 'offer.content_read',
        od: '2026-11-01',
        do: '2026-11-30',
      },
      cursor: { before: 500 },
      ignored: [],
    });
    expect(writeAudit(read)).toBe(
      'do=2026-11-30&numerObiektu=12&obiekt=announcement&od=2026-11-01&przed=500&uzytkownik=jan%40bk.example&zdarzenie=offer.content_read',
    );
    expect(auditHref(defaultAuditState)).toBe('/administracja/dziennik');
    expect(readAudit('po=77').cursor).toEqual({ after: 77 });
  });

  it('leaves out what the log cannot use and names it', () => {
    const read = readAudit(
      'zdarzenie=offer.eaten&numerObiektu=0x10&od=2026-02-30&przed=abc&obiekt=Zle!&uzytkownik=ok',
    );
    expect(read.filters).toEqual({ ...emptyAuditFilters, uzytkownik: 'ok' });
    expect(read.cursor).toBeNull();
    expect(read.ignored.map((p) => p.name).sort()).toEqual([
      'numerObiektu',
      'obiekt',
      'od',
      'przed',
      'zdarzenie',
    ]);
    // A number without its kind, 'to' before 'from', two directions at once.
    expect(readAudit('numerObiektu=5').ignored).toEqual([{ name: 'numerObiektu', value: '5' }]);
    expect(readAudit('od=2026-11-30&do=2026-11-01').filters.do).toBe('');
    const both = readAudit('przed=5&po=3');
    expect(both.cursor).toEqual({ before: 5 });
    expect(both.ignored).toEqual([{ name: 'po', value: '3' }]);
  });

  it('starts from the newest events when the filters change', () => {
    const state = { filters: emptyAuditFilters, cursor: { before: 40 } };
    expect(
      changeAudit(state, { filters: { ...emptyAuditFilters, zdarzenie: 'user.blocked' } }).cursor,
    ).toBeNull();
    expect(changeAudit(state, { cursor: { after: 9 } }).cursor).toEqual({ after: 9 });
  });

  it('asks the API under the wire names', () => {
    const state = readAudit(
      'obiekt=offer_set&numerObiektu=3&uzytkownik=7&zdarzenie=offer.read_refused&od=2026-11-02&po=12',
    );
    expect(auditApiQuery(state)).toEqual({
      object_kind: 'offer_set',
      object_id: '3',
      user: '7',
      type: 'offer.read_refused',
      from: '2026-11-02',
      after: 12,
    });
  });
});

describe('the filter form', () => {
  it('says what to correct before searching', () => {
    expect(auditFilterProblems({ ...emptyAuditFilters, numerObiektu: '5' })).toEqual({
      obiekt: 'Wybierz rodzaj obiektu.',
    });
    expect(auditFilterProblems({ ...emptyAuditFilters, od: '2026-11-30', do: '2026-11-01' })).toEqual({
      do: 'Data początkowa nie może być późniejsza niż data końcowa.',
    });
    expect(
      auditFilterProblems(trimmedAuditFilters({ ...emptyAuditFilters, uzytkownik: ' a@b.pl ' })),
    ).toEqual({});
  });
});

describe("the log's values", () => {
  it('shows Warsaw time with seconds, and payload values as text', () => {
    expect(formatEventTime('2026-07-01T10:05:09Z')).toBe('01.07.2026 12:05:09');
    expect(formatEventTime('2026-12-01T23:30:00Z')).toBe('02.12.2026 00:30:00');
    expect(payloadValueText('via', 'zip')).toBe('Pobranie załączników (ZIP)');
    expect(payloadValueText('offer_set_ids', [3, 4])).toBe('3, 4');
    expect(payloadValueText('x', { a: [1] })).toBe('{"a":[1]}');
  });
});

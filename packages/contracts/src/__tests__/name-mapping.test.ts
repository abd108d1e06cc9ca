import { describe, expect, it } from 'vitest';
import { camelToSnake, snakeToCamel, toPolish, toWire, wirePathToPolish } from '../common/name-mapping.ts';

describe('name mapping', () => {
  it('maps wire names to Polish names by the table, and other keys to camelCase', () => {
    expect(
      toPolish({
        forename: 'Jan',
        surname: 'Kowalski',
        advertisement_manager_type: { is_author: true },
        contact_persons: [{ phone_number: '+48 600 100 200' }],
      }),
    ).toEqual({
      imie: 'Jan',
      nazwisko: 'Kowalski',
      advertisementManagerType: { isAuthor: true },
      osobyDoKontaktu: [{ numerTelefonu: '+48 600 100 200' }],
    });
  });

  it('maps back, trims dates to yyyy-MM-dd and sends blank strings as null', () => {
    expect(
      toWire({
        imie: 'Jan',
        nazwisko: '  ',
        dataOpublikowania: '2026-12-01T10:00:00.000Z',
        accountType: 'USER',
        liczba: 3,
      }),
    ).toEqual({
      forename: 'Jan',
      surname: null,
      publication_date: '2026-12-01',
      account_type: 'USER',
      liczba: 3,
    });
  });

  it('is symmetric for every table entry', () => {
    const wire = { forename: 'a', phone_number: 'b', full_number: 'c', created_by: { forename: 'd' } };
    expect(toWire(toPolish(wire))).toEqual(wire);
  });

  it('leaves the keys of field errors alone', () => {
    expect(toPolish({ errors: { 'economic_subject.postcode': ['x'] } })).toEqual({
      errors: { 'economic_subject.postcode': ['x'] },
    });
  });

  it('maps field-error paths segment by segment', () => {
    expect(wirePathToPolish('contact_persons.0.phone_number')).toBe('osobyDoKontaktu.0.numerTelefonu');
  });

  it('converts case both ways', () => {
    expect(snakeToCamel('my_offer_set_badge_count')).toBe('myOfferSetBadgeCount');
    expect(camelToSnake('myOfferSetBadgeCount')).toBe('my_offer_set_badge_count');
  });
});

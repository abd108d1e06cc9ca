import { describe, expect, it } from 'vitest';
import { messages } from '../common/messages.ts';
import { countOf, nouns, plural } from '../common/plural.ts';
import { fileMessages } from '../files/messages.ts';
import { offersFoundText } from '../offers/my-offers.ts';
import { foundText } from '../search/search.ts';

describe('Polish plurals', () => {
  it.each([
    [0, '0 nowych zdarzeń'],
    [1, '1 nowe zdarzenie'],
    [2, '2 nowe zdarzenia'],
    [4, '4 nowe zdarzenia'],
    [5, '5 nowych zdarzeń'],
    [11, '11 nowych zdarzeń'],
    [12, '12 nowych zdarzeń'],
    [14, '14 nowych zdarzeń'],
    [21, '21 nowych zdarzeń'],
    [22, '22 nowe zdarzenia'],
    [101, '101 nowych zdarzeń'],
    [112, '112 nowych zdarzeń'],
    [124, '124 nowe zdarzenia'],
  ])('%i: %s', (n, text) => {
    expect(countOf(n, nouns.newEvents)).toBe(text);
  });

  it('uses the "other" form for fractions, or the "few" one', () => {
    expect(plural(1.5, { one: 'a', few: 'b', many: 'c', other: 'd' })).toBe('d');
    expect(plural(1.5, { one: 'a', few: 'b', many: 'c' })).toBe('b');
  });

  it('counts found announcements, offers and variants', () => {
    expect(foundText(1)).toBe('Znaleziono 1 ogłoszenie');
    expect(foundText(3)).toBe('Znaleziono 3 ogłoszenia');
    expect(foundText(13)).toBe('Znaleziono 13 ogłoszeń');
    expect(foundText(22)).toBe('Znaleziono około 22 ogłoszenia');
    expect(offersFoundText(1)).toBe('Znaleziono 1 ofertę');
    expect(offersFoundText(3)).toBe('Znaleziono 3 oferty');
    expect(offersFoundText(12)).toBe('Znaleziono 12 ofert');
    expect(countOf(2, nouns.variants)).toBe('2 warianty');
    expect(countOf(25, nouns.variants)).toBe('25 wariantów');
  });

  it('counts days, characters and files in messages', () => {
    expect(messages.maxLength(2)).toBe('To pole może mieć maksymalnie 2 znaki.');
    expect(messages.maxLength(1000)).toBe('To pole może mieć maksymalnie 1000 znaków.');
    expect(fileMessages.maxCount(20)).toBe('Możesz załączyć maksymalnie 20 plików.');
    expect(fileMessages.maxCount(3)).toBe('Możesz załączyć maksymalnie 3 pliki.');
    expect(countOf(1, nouns.days)).toBe('1 dzień');
    expect(countOf(3, nouns.days)).toBe('3 dni');
  });
});

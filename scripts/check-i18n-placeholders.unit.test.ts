import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module script without types
import { placeholders, readPo } from './check-i18n-placeholders.mjs';

describe('the placeholders check of the catalogues (issue 51)', () => {
  it('reads a .po catalogue, its long messages joined', () => {
    const po = [
      'msgid ""',
      'msgstr ""',
      '"Language: en\\n"',
      '',
      '#. js-lingui-explicit-id',
      'msgid "home.hint"',
      'msgstr "For example {example}"',
      '',
      'msgid "home.long"',
      'msgstr ""',
      '"A long "',
      '"text"',
    ].join('\n');
    expect([...readPo(po)]).toEqual([
      ['home.hint', 'For example {example}'],
      ['home.long', 'A long text'],
    ]);
  });

  it('names the variables of a message, plurals included', () => {
    expect(placeholders('Na przykład {example}')).toEqual(['example']);
    expect(
      placeholders('{count, plural, one {# ogłoszenie} few {# ogłoszenia} other {# ogłoszeń}} w {place}'),
    ).toEqual(['count', 'place']);
    expect(placeholders('Bez zmiennych')).toEqual([]);
  });

  it('names the link marks of a message, so a translation keeps each link', () => {
    expect(placeholders('Nie dostałeś? <0>Wyślij ponownie</0> albo <1>ustaw hasło</1>.')).toEqual([
      '</0>',
      '</1>',
      '<0>',
      '<1>',
    ]);
    expect(placeholders("Didn't get it? <0>Send again</0>.")).not.toEqual(
      placeholders('Nie dostałeś? <0>Wyślij ponownie</0> albo <1>ustaw hasło</1>.'),
    );
  });
});

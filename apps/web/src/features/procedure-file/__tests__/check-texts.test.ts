import { procedureFileTexts } from '@bk/contracts/audit/procedure-file';
import { proofTexts } from '@bk/contracts/audit/procedure-proofs';
import { receiptMessages } from '@bk/contracts/audit/transparency/receipt';
import { describe, expect, it } from 'vitest';
import { englishI18n, polishI18n } from '../../../lib/__tests__/polish-i18n.ts';
import { procedureFileTextsIn, proofTextsIn, receiptReasonIn, receiptReasons } from '../check-texts.ts';

/** Every text of a set, functions called with the same sample values. */
function said(texts: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(texts).map(([key, text]) => [
      key,
      typeof text === 'function'
        ? (text as (...args: unknown[]) => string)(...[1234, 'klucz-„1”', 7].slice(0, text.length))
        : String(text),
    ]),
  );
}

describe("the procedure file check's texts in the page's language (issue 51)", () => {
  it('say on a Polish page what the command line says, word for word, each of them', () => {
    const polish = polishI18n();
    expect(said(procedureFileTextsIn(polish))).toEqual(said(procedureFileTexts));
    expect(said(proofTextsIn(polish))).toEqual(said(proofTexts));
    expect(receiptReasons.map((d) => d.message).sort()).toEqual(Object.values(receiptMessages).sort());
    for (const reason of Object.values(receiptMessages)) expect(receiptReasonIn(polish, reason)).toBe(reason);
  });

  it('say every one in English on an English page, with its values', () => {
    const english = englishI18n(['public']);
    const texts = { ...said(procedureFileTextsIn(english)), ...said(proofTextsIn(english)) };
    for (const [key, text] of Object.entries(texts)) expect(text, key).not.toMatch(/[ąćęłńóśźż]|\bnie\b/i);
    expect(procedureFileTextsIn(english).fileSize(10, 12)).toBe(
      'Size 12 B instead of the 10 B recorded in the manifest.',
    );
    expect(procedureFileTextsIn(english).manifestOk(1)).toBe('The manifest lists 1 file.');
    expect(proofTextsIn(english).eventNotIncluded(42)).toContain('42');
    for (const reason of Object.values(receiptMessages))
      expect(receiptReasonIn(english, reason)).not.toMatch(/[ąćęłńóśźż]/);
    // A reason the list does not know stays as it came.
    expect(receiptReasonIn(english, 'Inny powód.')).toBe('Inny powód.');
  });
});

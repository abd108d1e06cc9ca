import type { Receipt } from '@bk/contracts/audit/transparency/receipt';
import { describe, expect, it } from 'vitest';
import { englishI18n, polishI18n } from '../../../lib/__tests__/polish-i18n.ts';
import { receiptPdf, verificationPageOf } from '../receipt-pdf.ts';

const receipt: Receipt = {
  version: 'bk-receipt/v1',
  portal: 'https://bazakonkurencyjnosci.example/',
  announcement: { id: 45, number: '2026-00037-00045' },
  bidder: { id: 4, name: 'Zieliński Budownictwo sp. z o.o.' },
  offer_set_id: 12,
  submitted_at: '2026-12-03T08:01:11.333Z',
  offer_sha256: 'f'.repeat(64),
  key_id: 'c3078655c4e2c293',
  public_key: 'Vmrwq+nJIyp06LvU9nBcTQ5kUBlnuehK/rTUNx6Mtu0=',
  signature: `${'A'.repeat(86)}==`,
};

/** Every text of a pdfmake content tree, flattened. */
function texts(node: unknown): string[] {
  if (typeof node === 'string') return [node];
  if (Array.isArray(node)) return node.flatMap(texts);
  if (node && typeof node === 'object') return Object.values(node).flatMap(texts);
  return [];
}

describe('the receipt PDF', () => {
  it('prints the fields in Polish, the signature, the key, the JSON and where to check it', () => {
    const json = `${JSON.stringify(receipt, null, 2)}\n`;
    const all = texts(receiptPdf(receipt, json, new Date('2026-12-03T09:00:00Z'), polishI18n()).content).join(
      '\n',
    );
    expect(all).toContain('Potwierdzenie złożenia oferty');
    expect(all).toContain('2026-00037-00045');
    expect(all).toContain('Zieliński Budownictwo sp. z o.o.');
    // Polish time, to the second, and the UTC instant as signed.
    expect(all).toContain('03.12.2026 09:01:11');
    expect(all).toContain('2026-12-03T08:01:11.333Z');
    expect(all).toContain(receipt.offer_sha256);
    expect(all).toContain(receipt.signature);
    expect(all).toContain(receipt.key_id);
    expect(all).toContain(receipt.public_key);
    expect(all).toContain(json.trimEnd());
    expect(all).toContain(
      'Sprawdź potwierdzenie na stronie https://bazakonkurencyjnosci.example/weryfikacja',
    );
    expect(verificationPageOf({ portal: 'http://127.0.0.1:3388' })).toBe('http://127.0.0.1:3388/weryfikacja');
  });

  it('prints in English from an English page (issue 51): the fields, the footer, the JSON as it is', () => {
    const json = `${JSON.stringify(receipt, null, 2)}\n`;
    const pdf = receiptPdf(receipt, json, new Date('2026-12-03T09:00:00Z'), englishI18n(['bidder', 'shell']));
    const all = texts(pdf.content).join('\n');
    expect(all).toContain('Receipt of the offer');
    expect(all).toContain('Announcement no. 2026-00037-00045');
    expect(all).toContain('How to check the receipt');
    expect(all).toContain(verificationPageOf(receipt));
    expect(all).toContain(json.trimEnd());
    expect(pdf.info?.title).toBe('Receipt of offer no. 12');
    const footer = texts((pdf.footer as (page: number, count: number) => unknown)(1, 2)).join('\n');
    expect(footer).toContain('page 1 / 2');
    expect(footer).toContain('Generated:');
    // Nothing Polish but the data (the bidder's name) and the portal's name.
    expect(
      all
        .replace(json.trimEnd(), '')
        .replaceAll('Zieliński Budownictwo sp. z o.o.', '')
        .replaceAll('Baza Konkurencyjności', ''),
    ).not.toMatch(/[ąćęłńóśźżĄĆĘŁŃÓŚŹŻ]/);
  });
});

import { describe, expect, it } from 'vitest';
import { toBase64 } from '../audit/transparency/encoding.ts';
import {
  type Receipt,
  receiptMessage,
  receiptMessages,
  receiptSchema,
  type UnsignedReceipt,
  verifyReceipt,
} from '../audit/transparency/receipt.ts';
import { keyIdOf, rawPublicKeyFromSpki } from '../audit/transparency/sth.ts';

/**
 * Signed on the server's path, node:crypto's generateKeyPairSync('ed25519') and sign(null, message, key);
 * reached without node:crypto's types, which this browser-side package does not load.
 */
type NodeKey = { export(options: { type: 'spki'; format: 'der' }): Uint8Array };
type NodeCrypto = {
  generateKeyPairSync(type: 'ed25519'): { publicKey: NodeKey; privateKey: unknown };
  sign(algorithm: null, data: Uint8Array, key: unknown): Uint8Array;
};
const { generateKeyPairSync, sign } = (
  globalThis as unknown as { process: { getBuiltinModule(id: 'node:crypto'): NodeCrypto } }
).process.getBuiltinModule('node:crypto');

function keyPair() {
  const { publicKey, privateKey } = generateKeyPairSync('ed25519');
  const raw = toBase64(rawPublicKeyFromSpki(publicKey.export({ type: 'spki', format: 'der' })));
  return { publicKey: raw, keyId: keyIdOf(raw), privateKey };
}

const portalKey = keyPair();
const trusted = { [portalKey.keyId]: portalKey.publicKey };

function signed(unsigned: UnsignedReceipt, key = portalKey): Receipt {
  return { ...unsigned, signature: toBase64(sign(null, receiptMessage(unsigned), key.privateKey)) };
}

const base = (key = portalKey): UnsignedReceipt => ({
  version: 'bk-receipt/v1',
  portal: 'https://bazakonkurencyjnosci.example',
  announcement: { id: 42, number: '2026-12345-67890' },
  bidder: { id: 7, name: 'Firma "Żuraw"\nSp. z o.o.' },
  offer_set_id: 913,
  submitted_at: '2026-12-03T08:15:42.123Z',
  offer_sha256: 'a'.repeat(64),
  key_id: key.keyId,
  public_key: key.publicKey,
});

describe('signed receipts (bk-receipt/v1)', () => {
  it('signs a fixed text form of every field but the signature', () => {
    const text = new TextDecoder().decode(receiptMessage(base()));
    expect(text).toBe(
      [
        'bk-receipt/v1',
        '"https://bazakonkurencyjnosci.example"',
        '42',
        '"2026-12345-67890"',
        '7',
        '"Firma \\"Żuraw\\"\\nSp. z o.o."',
        '913',
        '2026-12-03T08:15:42.123Z',
        'a'.repeat(64),
        portalKey.keyId,
        portalKey.publicKey,
        '',
      ].join('\n'),
    );
    const { name: _name, ...anonymous } = base().bidder;
    expect(new TextDecoder().decode(receiptMessage({ ...base(), bidder: anonymous }))).toContain(
      '\n7\nnull\n913\n',
    );
  });

  it('verifies a receipt signed with a trusted key, as an object and as JSON text', async () => {
    const receipt = signed(base());
    expect(await verifyReceipt(receipt, trusted)).toEqual({ ok: true, receipt });
    expect((await verifyReceipt(JSON.stringify(receipt, null, 2), trusted)).ok).toBe(true);
    const { name: _name, ...anonymous } = base().bidder;
    expect((await verifyReceipt(signed({ ...base(), bidder: anonymous }), trusted)).ok).toBe(true);
  });

  it('refuses a receipt whose time was moved by one second', async () => {
    const receipt = { ...signed(base()), submitted_at: '2026-12-03T08:15:43.123Z' };
    expect(await verifyReceipt(receipt, trusted)).toEqual({
      ok: false,
      reason: receiptMessages.badSignature,
    });
    const milli = { ...signed(base()), submitted_at: '2026-12-03T08:15:42.124Z' };
    expect((await verifyReceipt(milli, trusted)).ok).toBe(false);
  });

  it('refuses a changed digest, announcement, bidder or offer set', async () => {
    const receipt = signed(base());
    for (const changed of [
      { ...receipt, offer_sha256: `b${receipt.offer_sha256.slice(1)}` },
      { ...receipt, announcement: { ...receipt.announcement, id: 43 } },
      { ...receipt, announcement: { ...receipt.announcement, number: '2026-12345-67891' } },
      { ...receipt, bidder: { id: 8, name: receipt.bidder.name } },
      { ...receipt, bidder: { id: 7 } },
      { ...receipt, offer_set_id: 914 },
      { ...receipt, portal: 'https://example.org' },
    ])
      expect(await verifyReceipt(changed, trusted)).toEqual({
        ok: false,
        reason: receiptMessages.badSignature,
      });
  });

  it('refuses a receipt signed by a key that is not trusted, whatever key it names', async () => {
    const stranger = keyPair();
    // Signed by a stranger naming its own key: the embedded public key proves nothing.
    expect(await verifyReceipt(signed(base(stranger), stranger), trusted)).toEqual({
      ok: false,
      reason: receiptMessages.untrustedKey,
    });
    // Signed by a stranger naming the portal's key: the signature fails.
    expect(await verifyReceipt(signed(base(), stranger), trusted)).toEqual({
      ok: false,
      reason: receiptMessages.badSignature,
    });
    // The portal's key id with another public key embedded.
    const swapped = { ...signed(base()), public_key: stranger.publicKey };
    expect(await verifyReceipt(swapped, trusted)).toEqual({
      ok: false,
      reason: receiptMessages.publicKeyMismatch,
    });
    // A trusted list whose key does not have the id it is listed under.
    expect(await verifyReceipt(signed(base()), { [portalKey.keyId]: stranger.publicKey })).toEqual({
      ok: false,
      reason: receiptMessages.keyIdMismatch,
    });
    expect((await verifyReceipt(signed(base()), {})).ok).toBe(false);
  });

  it('refuses malformed documents without throwing', async () => {
    const receipt = signed(base());
    const malformed: unknown[] = [
      null,
      42,
      [],
      {},
      { ...receipt, version: 'bk-receipt/v2' },
      { ...receipt, extra: 'unsigned' },
      { ...receipt, submitted_at: '2026-12-03T08:15:42Z' },
      { ...receipt, submitted_at: '2026-12-03T09:15:42.123+01:00' },
      { ...receipt, submitted_at: '2026-02-30T08:15:42.123Z' },
      { ...receipt, offer_sha256: 'A'.repeat(64) },
      { ...receipt, offer_set_id: '913' },
      { ...receipt, signature: 'not base64' },
      { ...receipt, key_id: 'toString' },
    ];
    for (const document of malformed)
      expect(await verifyReceipt(document, trusted)).toEqual({
        ok: false,
        reason: receiptMessages.malformed,
      });
    expect(await verifyReceipt('{"version":', trusted)).toEqual({
      ok: false,
      reason: receiptMessages.notJson,
    });
    expect(receiptSchema.safeParse(receipt).success).toBe(true);
    expect(() => receiptMessage({ ...base(), submitted_at: 'yesterday' })).toThrow(TypeError);
  });
});

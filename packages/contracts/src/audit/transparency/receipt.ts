import { z } from 'zod';
import { utf8 } from './encoding.ts';
import { keyIdOf, verifyEd25519 } from './sth.ts';

/**
 * Signed receipts of submitted offers (issue 47, decision 0049): what a bidder keeps to prove, without
 * trusting the portal's database, that an offer with a given SHA-256 was submitted to an announcement
 * at a given second. The server signs the receipt with the log's Ed25519 key when the offer is
 * submitted, in the same write; anyone checks it with the portal's published public keys alone
 * (verifyReceipt, in Node and in the browser).
 *
 * The document (JSON):
 *   { version: 'bk-receipt/v1', portal, announcement: { id, number }, bidder: { id, name? },
 *     offer_set_id, submitted_at, offer_sha256, key_id, public_key, signature }
 * The signature is the base64 Ed25519 signature of receiptMessage(receipt).
 */
export const RECEIPT_VERSION = 'bk-receipt/v1';

const SHA256_HEX = /^[0-9a-f]{64}$/;
const KEY_ID = /^[0-9a-f]{16}$/;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
/** ISO 8601 UTC with milliseconds, exactly as Date.prototype.toISOString writes it. */
const SUBMITTED_AT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

const isCanonicalInstant = (value: string) => {
  const time = Date.parse(value);
  return !Number.isNaN(time) && new Date(time).toISOString() === value;
};
const id = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const text = z.string().min(1).max(2_000);

/** The receipt's shape; no other field is allowed (anything unsigned would only mislead). */
export const receiptSchema = z
  .object({
    version: z.literal(RECEIPT_VERSION),
    /** The portal's public address (BK_PUBLIC_URL when the offer was submitted). */
    portal: text,
    announcement: z.object({ id, number: text }).strict(),
    /** The bidder's user id and, when known, the economic subject's name submitted with the offer. */
    bidder: z.object({ id, name: text.optional() }).strict(),
    offer_set_id: id,
    /** The server's time of the submission. */
    submitted_at: z.string().regex(SUBMITTED_AT).refine(isCanonicalInstant),
    /** SHA-256 of what was submitted (the offer set's receipt_sha256, decision 0012), lowercase hex. */
    offer_sha256: z.string().regex(SHA256_HEX),
    /** keyIdOf(public_key): 16 lowercase hex digits. */
    key_id: z.string().regex(KEY_ID),
    /** The signing key's raw 32 bytes, base64 (standard, padded). */
    public_key: z.string().length(44).regex(BASE64),
    /** Ed25519 signature of receiptMessage(receipt), base64 of 64 bytes. */
    signature: z.string().length(88).regex(BASE64),
  })
  .strict();

export type Receipt = z.infer<typeof receiptSchema>;
export type UnsignedReceipt = Omit<Receipt, 'signature'>;

/** A text field on its line: as JSON.stringify writes the string (so no line break can hide in it). */
const line = (value: string | undefined) => (value === undefined ? 'null' : JSON.stringify(value));

/**
 * The exact bytes signed for a receipt: the UTF-8 of these lines, each ended by "\n":
 *   bk-receipt/v1
 *   <portal as a JSON string>
 *   <announcement.id in decimal>
 *   <announcement.number as a JSON string>
 *   <bidder.id in decimal>
 *   <bidder.name as a JSON string, or null when absent>
 *   <offer_set_id in decimal>
 *   <submitted_at>
 *   <offer_sha256>
 *   <key_id>
 *   <public_key>
 * (A signature given with the receipt is left out.) Throws a TypeError for a receipt outside the
 * schema's forms, so no two receipts share a message.
 */
export function receiptMessage(receipt: UnsignedReceipt | Receipt): Uint8Array<ArrayBuffer> {
  const { signature: _signature, ...unsigned } = receipt as Receipt;
  const parsed = receiptSchema.omit({ signature: true }).safeParse(unsigned);
  if (!parsed.success) throw new TypeError('Invalid receipt: not of the bk-receipt/v1 form');
  const r = parsed.data;
  return utf8(
    [
      RECEIPT_VERSION,
      line(r.portal),
      String(r.announcement.id),
      line(r.announcement.number),
      String(r.bidder.id),
      line(r.bidder.name),
      String(r.offer_set_id),
      r.submitted_at,
      r.offer_sha256,
      r.key_id,
      r.public_key,
      '',
    ].join('\n'),
  );
}

/** Why a receipt is refused, in Polish (the verification page shows it). */
export const receiptMessages = {
  notJson: 'Plik nie jest dokumentem JSON.',
  malformed: 'To nie jest potwierdzenie złożenia oferty w formacie bk-receipt/v1.',
  untrustedKey: 'Potwierdzenie podpisano kluczem, którego nie ma wśród zaufanych kluczy portalu.',
  keyIdMismatch: 'Identyfikator klucza nie odpowiada zaufanemu kluczowi publicznemu.',
  publicKeyMismatch: 'Klucz publiczny zapisany w potwierdzeniu różni się od zaufanego klucza portalu.',
  badSignature:
    'Podpis nie zgadza się z treścią potwierdzenia: potwierdzenie zmieniono po podpisaniu albo nie podpisał go portal.',
} as const;

export type ReceiptCheck = { ok: true; receipt: Receipt } | { ok: false; reason: string };

/**
 * Whether `receipt` (the parsed document, or its JSON text) is a well-formed receipt signed by one of
 * `trustedKeys` (key_id -> base64 raw public key, as /api/audit/heads publishes them): the key must be
 * among the trusted ones (the embedded public_key alone proves nothing), its keyIdOf must equal key_id,
 * the embedded public_key must be that key, and the signature must hold. Never throws.
 */
export async function verifyReceipt(
  receipt: unknown,
  trustedKeys: Record<string, string>,
): Promise<ReceiptCheck> {
  let document = receipt;
  if (typeof receipt === 'string') {
    try {
      document = JSON.parse(receipt);
    } catch {
      return { ok: false, reason: receiptMessages.notJson };
    }
  }
  const parsed = receiptSchema.safeParse(document);
  if (!parsed.success) return { ok: false, reason: receiptMessages.malformed };
  const r = parsed.data;
  if (!Object.hasOwn(trustedKeys, r.key_id)) return { ok: false, reason: receiptMessages.untrustedKey };
  const trusted = trustedKeys[r.key_id] as string;
  try {
    if (keyIdOf(trusted) !== r.key_id) return { ok: false, reason: receiptMessages.keyIdMismatch };
  } catch {
    return { ok: false, reason: receiptMessages.keyIdMismatch };
  }
  if (trusted !== r.public_key) return { ok: false, reason: receiptMessages.publicKeyMismatch };
  const signed = await verifyEd25519(trusted, receiptMessage(r), r.signature);
  return signed ? { ok: true, receipt: r } : { ok: false, reason: receiptMessages.badSignature };
}

/** The name under which the receipt of offer set `id` is downloaded (JSON; the PDF the same with .pdf). */
export const receiptFileName = (offerSetId: number, extension: 'json' | 'pdf' = 'json') =>
  `potwierdzenie-oferty-${offerSetId}.${extension}`;

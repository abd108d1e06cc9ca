import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * AES-256-GCM as this module keeps it: one buffer of nonce (12 bytes), tag (16) and ciphertext, the
 * associated data binding it to its place (a wrapped data key, a sealed value).
 */
export function gcmSeal(key: Buffer, associated: string, plain: Buffer | string): Buffer {
  const nonce = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, nonce);
  cipher.setAAD(Buffer.from(associated));
  const body = Buffer.concat([
    typeof plain === 'string' ? cipher.update(plain, 'utf8') : cipher.update(plain),
    cipher.final(),
  ]);
  return Buffer.concat([nonce, cipher.getAuthTag(), body]);
}

/** The plain bytes of `gcmSeal`'s buffer; throws when it does not authenticate under its place. */
export function gcmOpen(key: Buffer, associated: string, packed: Buffer): Buffer {
  const decipher = createDecipheriv('aes-256-gcm', key, packed.subarray(0, 12));
  decipher.setAAD(Buffer.from(associated));
  decipher.setAuthTag(packed.subarray(12, 28));
  return Buffer.concat([decipher.update(packed.subarray(28)), decipher.final()]);
}

/** What a data key is wrapped for (the master key's associated data): rotation rewraps it as such. */
export const keyContext = {
  announcement: (announcementId: number) => `announcement/${announcementId}`,
  file: (nonce: string) => `file/${nonce}`,
};

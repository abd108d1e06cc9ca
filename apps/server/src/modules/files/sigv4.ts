import { createHash, createHmac } from 'node:crypto';

/** What signs a request for an S3-compatible store (AWS Signature Version 4). */
export type SigningKey = { accessKeyId: string; secretAccessKey: string; region: string; service: string };

export type SignableRequest = {
  method: string;
  url: URL;
  headers: Record<string, string>;
  /** Hex SHA-256 of the body ('UNSIGNED-PAYLOAD' is not used: the uploads know their digest). */
  payloadSha256: string;
};

const sha256Hex = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
const hmac = (key: Buffer | string, text: string) => createHmac('sha256', key).update(text, 'utf8').digest();

/** RFC 3986 encoding as SigV4 wants it (unreserved characters kept; '/' kept in paths). */
function encode(text: string, keepSlash: boolean): string {
  return [...Buffer.from(text, 'utf8')]
    .map((byte) => {
      const char = String.fromCharCode(byte);
      if (/[A-Za-z0-9\-._~]/.test(char) || (keepSlash && char === '/')) return char;
      return `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
    })
    .join('');
}

/** 'yyyyMMddTHHmmssZ' */
export function amzDate(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/**
 * The Authorization header of a request, signed at `at` (docs.aws.amazon.com, "Signature Version 4
 * signing process"). The request's headers must already hold host, x-amz-date and
 * x-amz-content-sha256; all of its headers are signed.
 */
export function authorization(request: SignableRequest, key: SigningKey, at: Date): string {
  const date = amzDate(at);
  const day = date.slice(0, 8);
  const headers = Object.entries(request.headers)
    .map(([name, value]) => [name.toLowerCase(), value.trim().replace(/\s+/g, ' ')] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const signedHeaders = headers.map(([name]) => name).join(';');
  const query = [...request.url.searchParams.entries()]
    .map(([name, value]) => [encode(name, false), encode(value, false)] as const)
    .sort(([a, av], [b, bv]) => (a < b ? -1 : a > b ? 1 : av < bv ? -1 : av > bv ? 1 : 0))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
  const path = encode(decodeURIComponent(request.url.pathname), true) || '/';
  const canonical = [
    request.method.toUpperCase(),
    path,
    query,
    ...headers.map(([name, value]) => `${name}:${value}`),
    '',
    signedHeaders,
    request.payloadSha256,
  ].join('\n');
  const scope = `${day}/${key.region}/${key.service}/aws4_request`;
  const toSign = ['AWS4-HMAC-SHA256', date, scope, sha256Hex(canonical)].join('\n');
  const signing = hmac(
    hmac(hmac(hmac(`AWS4${key.secretAccessKey}`, day), key.region), key.service),
    'aws4_request',
  );
  const signature = createHmac('sha256', signing).update(toSign, 'utf8').digest('hex');
  return `AWS4-HMAC-SHA256 Credential=${key.accessKeyId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`;
}

export const EMPTY_SHA256 = sha256Hex('');

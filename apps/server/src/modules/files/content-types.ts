import { fileExtension } from '@bk/contracts/files/file-name';

/**
 * The content type a file is served with, decided by its extension (never by what the browser
 * claimed, so an upload cannot make the portal serve HTML or script). Unknown: a plain byte stream.
 */
const CONTENT_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ppt: 'application/vnd.ms-powerpoint',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  odt: 'application/vnd.oasis.opendocument.text',
  ods: 'application/vnd.oasis.opendocument.spreadsheet',
  odp: 'application/vnd.oasis.opendocument.presentation',
  rtf: 'application/rtf',
  txt: 'text/plain; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
  xml: 'application/xml',
  json: 'application/json',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  // Served as an attachment under a sandbox policy (files.routes.ts): in an <img> it cannot run script.
  svg: 'image/svg+xml',
  tif: 'image/tiff',
  tiff: 'image/tiff',
  zip: 'application/zip',
  '7z': 'application/x-7z-compressed',
  rar: 'application/vnd.rar',
  gz: 'application/gzip',
  xades: 'application/xml',
  p7s: 'application/pkcs7-signature',
  sig: 'application/octet-stream',
};

export function contentTypeOf(fileName: string): string {
  return CONTENT_TYPES[fileExtension(fileName)] ?? 'application/octet-stream';
}

/**
 * Content-Disposition for a download under the file's own name: an ASCII fallback for old clients
 * and the exact UTF-8 name in `filename*` (RFC 6266 / RFC 5987), so Polish letters survive.
 */
export function attachmentDisposition(fileName: string): string {
  const fallback =
    fileName
      .replaceAll('ł', 'l')
      .replaceAll('Ł', 'L')
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^\x20-\x7e]/g, '_')
      .replace(/["\\]/g, '_') || 'plik';
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

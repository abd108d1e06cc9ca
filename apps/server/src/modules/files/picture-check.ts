import { Transform } from 'node:stream';
import { IMAGE_EXTENSIONS } from '@bk/contracts/content/rich-text-rules';
import { fileExtension } from '@bk/contracts/files/file-name';

/**
 * Pictures of the site's content (uploads with context=help): only gif, jpeg, jpg, png and svg (spec 3
 * section 5.5), and the bytes must be of that kind, not merely the name (issue 30 item 6): an .html or
 * .js file renamed to .png is refused.
 */

/** How many first bytes the check reads: an SVG's XML prolog and comments come before its root element. */
export const PICTURE_HEAD_BYTES = 4096;

export function isPictureName(name: string): boolean {
  return (IMAGE_EXTENSIONS as readonly string[]).includes(fileExtension(name));
}

const startsWith = (head: Buffer, bytes: number[]) => bytes.every((byte, i) => head[i] === byte);

/** Whether the first bytes of a file are a picture of the kind its name says. */
export function pictureMatches(name: string, head: Buffer): boolean {
  switch (fileExtension(name)) {
    case 'gif':
      return (
        head.subarray(0, 6).toString('latin1') === 'GIF87a' ||
        head.subarray(0, 6).toString('latin1') === 'GIF89a'
      );
    case 'jpg':
    case 'jpeg':
      return startsWith(head, [0xff, 0xd8, 0xff]);
    case 'png':
      return startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    case 'svg':
      return isSvg(head.toString('utf8'));
    default:
      return false;
  }
}

/** An XML document whose root element is <svg>: an optional BOM, XML declaration, comments and doctype first. */
function isSvg(text: string): boolean {
  let rest = text.replace(/^\uFEFF/, '');
  for (;;) {
    rest = rest.trimStart();
    const skipped =
      /^<\?xml[^>]*\?>/.exec(rest) ??
      /^<!--[\s\S]*?-->/.exec(rest) ??
      /^<!DOCTYPE\s+svg[^>[]*(\[[\s\S]*?\])?\s*>/i.exec(rest);
    if (!skipped) break;
    rest = rest.slice(skipped[0].length);
  }
  return /^<svg[\s>/]/.test(rest) || /^<[A-Za-z_][\w.-]*:svg[\s>/]/.test(rest);
}

/** A pass-through stream that keeps the first `limit` bytes for the checks. */
export function headKeeper(limit = PICTURE_HEAD_BYTES): Transform & { head(): Buffer } {
  const chunks: Buffer[] = [];
  let kept = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (kept < limit) {
        chunks.push(chunk.subarray(0, limit - kept));
        kept += Math.min(chunk.length, limit - kept);
      }
      callback(null, chunk);
    },
  });
  return Object.assign(stream, { head: () => Buffer.concat(chunks) });
}

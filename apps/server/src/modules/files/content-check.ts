import { fileExtension } from '@bk/contracts/files/file-name';
import { fileTypeFromBuffer } from 'file-type';
import { isPictureName, pictureMatches } from './picture-check.ts';

/**
 * Uploads checked by their content, not only their name (issue 44 item 10, decision 0041): a
 * program is refused whatever its name, and a file whose name says a type with a signature (PDF, the
 * office formats, pictures, archives) must have that type's content. Types without a signature (text,
 * CSV, XML, JSON, signatures of other formats) and names of other types are taken as they are, programs
 * excepted. The detector is `file-type` (its signatures, on the first bytes), with the checks it lacks
 * written here (a PE header behind 'MZ', a script's '#!').
 */

/** How many first bytes the check reads (file-type's own sample is 4,100 bytes). */
export const CONTENT_HEAD_BYTES = 64 * 1024;

/** What file-type names the content of these families (office documents are zip or CFB containers). */
const ZIP = ['zip', 'docx', 'xlsx', 'pptx', 'odt', 'ods', 'odp', 'odg', 'epub'];
const CFB = ['cfb', 'doc', 'xls', 'ppt', 'msg'];

/** The types a name's extension allows, for the extensions whose content has a signature. */
const EXPECTED: Record<string, readonly string[]> = {
  pdf: ['pdf'],
  doc: CFB,
  xls: CFB,
  ppt: CFB,
  docx: ZIP,
  xlsx: ZIP,
  pptx: ZIP,
  odt: ZIP,
  ods: ZIP,
  odp: ZIP,
  zip: ZIP,
  rtf: ['rtf'],
  jpg: ['jpg'],
  jpeg: ['jpg'],
  png: ['png'],
  gif: ['gif'],
  webp: ['webp'],
  tif: ['tif'],
  tiff: ['tif'],
  '7z': ['7z'],
  rar: ['rar'],
  gz: ['gz'],
};

export type ContentVerdict = 'ok' | 'executable' | 'mismatch';

/** A Windows program: 'MZ' and, where its header says, the 'PE' signature (not a text that starts 'MZ'). */
function isPortableExecutable(head: Buffer): boolean {
  if (head.length < 64 || head[0] !== 0x4d || head[1] !== 0x5a) return false;
  const offset = head.readUInt32LE(0x3c);
  return offset + 4 <= head.length && head.subarray(offset, offset + 4).equals(Buffer.from('PE\0\0'));
}

/** The programs file-type recognises with certainty (its 'exe' is any content that starts 'MZ'). */
const PROGRAMS = ['elf', 'macho', 'jar'];

/** Whether the first bytes are a program: Windows, Linux, macOS or Java, or a script ('#!'). */
function isExecutable(head: Buffer, detected: string | undefined): boolean {
  if (isPortableExecutable(head)) return true;
  if (detected && PROGRAMS.includes(detected)) return true;
  return head.subarray(0, 2).toString('latin1') === '#!';
}

/** A PDF's header may follow a few bytes of something else (readers look in the first kilobyte). */
const pdfWithin = (head: Buffer) => head.subarray(0, 1024).includes('%PDF-');

/** The verdict on an upload named `name` whose content begins with `head`. */
export async function checkContent(name: string, head: Buffer): Promise<ContentVerdict> {
  const detected = (await fileTypeFromBuffer(head).catch(() => undefined))?.ext;
  if (isExecutable(head, detected)) return 'executable';
  const expected = EXPECTED[fileExtension(name)];
  if (!expected) return 'ok';
  if (detected && expected.includes(detected)) return 'ok';
  if (expected.includes('pdf') && pdfWithin(head)) return 'ok';
  // A picture's signature is enough (file-type also wants a PNG's first chunk).
  if (isPictureName(name) && pictureMatches(name, head)) return 'ok';
  // 'MZ' without a PE header where a document was named: a DOS program, refused as such.
  if (detected === 'exe') return 'executable';
  return 'mismatch';
}

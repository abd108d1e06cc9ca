// How fast and how lean attachments are read (issue 49): pages a second of one reader (one core),
// for PDF and DOCX, and the reader's peak memory on a 25 MB PDF. Each file is read as the server reads
// it: in a child process of its own (extraction.ts). Run: npm run bench:documents [-- --pages 200 --runs 3]

import { parseArgs } from 'node:util';
import { crc32, deflateSync } from 'node:zlib';
import pdfmake from 'pdfmake';
import { extractInChild } from '../src/modules/documents/extraction.ts';
import { docxOf, pdfOf } from '../test/document-fixtures.ts';
import { medianSpread, startReport } from './bench-lib.ts';
import { attachmentText } from './scale-attachments.ts';

const { values } = parseArgs({
  options: { pages: { type: 'string', default: '200' }, runs: { type: 'string', default: '3' } },
});
const pages = Number(values.pages);
const runs = Number(values.runs);
const report = startReport('documents');
const cpvNames = ['Roboty budowlane', 'Urządzenia elektryczne', 'Sprzęt komputerowy', 'Meble biurowe'];
const text = attachmentText(1, pages, cpvNames);

async function time(name: string, bytes: Uint8Array, fileName: string, pageCount: number) {
  const seconds: number[] = [];
  let rss = 0;
  let chars = 0;
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    const result = await extractInChild(bytes, fileName, { timeoutMs: 600_000 });
    seconds.push((performance.now() - started) / 1000);
    if (!result.ok) throw new Error(`${name}: ${result.reason} ${result.detail}`);
    rss = Math.max(rss, (result.maxRssKb ?? 0) / 1024);
    chars = result.text.length;
  }
  const spread = medianSpread(seconds);
  const row = {
    name,
    megabytes: Number((bytes.length / 1024 / 1024).toFixed(2)),
    pages: pageCount,
    chars,
    seconds: Number(spread.median.toFixed(2)),
    pagesPerSecond: Number((pageCount / spread.median).toFixed(1)),
    peakRssMb: Math.round(rss),
  };
  console.log(row);
  return row;
}

/** A PNG of random pixels (incompressible): what makes a scanned-and-typed PDF large. */
function noisePng(width: number, height: number): Buffer {
  const raw = Buffer.alloc((width * 3 + 1) * height);
  let seed = 1;
  for (let i = 0; i < raw.length; i++) {
    seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
    raw[i] = i % (width * 3 + 1) === 0 ? 0 : seed >>> 24;
  }
  const chunk = (type: string, data: Buffer) => {
    const head = Buffer.alloc(8);
    head.writeUInt32BE(data.length, 0);
    head.write(type, 4, 'ascii');
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
    return Buffer.concat([head, data, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 1 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function largePdf(): Promise<Buffer> {
  await pdfOf(['x']); // sets the fonts
  const image = `data:image/png;base64,${noisePng(2950, 2950).toString('base64')}`;
  const body = text.slice(0, 100);
  return pdfmake
    .createPdf({
      content: [{ image, width: 400 }, ...body.map((page) => ({ text: page, pageBreak: 'before' as const }))],
    })
    .getBuffer();
}

const rows = [];
rows.push(await time(`PDF of ${pages} pages`, await pdfOf(text), 'specyfikacja.pdf', pages));
rows.push(await time(`DOCX of ${pages} pages`, docxOf(text), 'umowa.docx', pages));
const large = await largePdf();
rows.push(await time('PDF of 25 MB (a picture and 100 pages of text)', large, 'duzy.pdf', 101));
console.table(rows);
report.write({ runs, rows });

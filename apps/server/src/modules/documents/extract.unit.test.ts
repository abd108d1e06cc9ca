import { strToU8 } from 'fflate';
import { describe, expect, it } from 'vitest';
import { docxBomb, docxOf, odtOf, pdfOf, scannedPdf, xlsxOf } from '../../../test/document-fixtures.ts';
import { rtfText } from './extract.ts';
import { extractInChild } from './extraction.ts';

// Issue 49: the text of each format, and the hostile files, each ending as 'no text' with its reason
// (never a stuck queue or a crashed process).

describe('reading attached documents', () => {
  it('reads the text of a PDF, page by page, with Polish letters', async () => {
    const result = await extractInChild(
      await pdfOf(['Falownik 50 kW zgodny z normą PN-EN 1317', 'Łożyska żółte, strona druga']),
      'specyfikacja.pdf',
    );
    expect(result).toMatchObject({ ok: true, pages: 2 });
    if (!result.ok) return;
    expect(result.text).toContain('Falownik 50 kW zgodny z normą PN-EN 1317');
    expect(result.text).toContain('Łożyska żółte');
  });

  it('reads DOCX, ODT and XLSX text, not their styles or markup', async () => {
    const docx = await extractInChild(
      docxOf(['Przedmiot: kruszywo łamane', 'Termin & warunki']),
      'umowa.docx',
    );
    expect(docx).toMatchObject({ ok: true, text: 'Przedmiot: kruszywo łamane\nTermin & warunki' });
    const odt = await extractInChild(odtOf(['Wymagania: ogrodzenie panelowe']), 'opis.odt');
    expect(odt).toMatchObject({ ok: true, text: 'Wymagania: ogrodzenie panelowe' });
    const xlsx = await extractInChild(xlsxOf(['Pozycja', 'Słupek stalowy ocynkowany']), 'przedmiar.xlsx');
    expect(xlsx.ok && xlsx.text).toContain('Słupek stalowy ocynkowany');
  });

  it('reads plain text in UTF-8 or Windows-1250, and RTF without its control words', async () => {
    expect(await extractInChild(strToU8('Zażółć gęślą jaźń'), 'a.txt')).toMatchObject({
      ok: true,
      text: 'Zażółć gęślą jaźń',
    });
    const cp1250 = new Uint8Array([0x9c, 0x6c, 0xb9, 0x73, 0x6b]); // 'śląsk' in Windows-1250
    expect(await extractInChild(cp1250, 'b.csv')).toMatchObject({ ok: true, text: 'śląsk' });
    expect(
      rtfText(
        "{\\rtf1\\ansi\\ansicpg1250{\\fonttbl{\\f0 Arial;}}\\f0\\fs24 Dostawa \\'b3ó\\'bfek\\par szpitalnych}",
      ),
    ).toBe('Dostawa łóżek\nszpitalnych');
  });

  it('ends a password-protected PDF, a broken one and a scan as no text, each with its reason', async () => {
    expect(
      await extractInChild(await pdfOf(['tajne'], { userPassword: 'haslo' }), 'zabezpieczony.pdf'),
    ).toMatchObject({
      ok: false,
      reason: 'encrypted',
    });
    const broken = await pdfOf(['Dokument']);
    expect(await extractInChild(broken.subarray(0, broken.length / 3), 'uciety.pdf')).toMatchObject({
      ok: false,
      reason: 'broken',
    });
    expect(await extractInChild(strToU8('<html>not a pdf</html>'), 'falszywy.pdf')).toMatchObject({
      ok: false,
      reason: 'broken',
    });
    expect(await extractInChild(await scannedPdf(20), 'skan.pdf')).toMatchObject({
      ok: false,
      reason: 'no_text_layer',
    });
  });

  it('ends a zip bomb, a file of an unread format and one over its time as no text; the process goes on', async () => {
    const bomb = docxBomb(100);
    expect(bomb.length).toBeLessThan(1_000_000);
    expect(await extractInChild(bomb, 'bomba.docx')).toMatchObject({ ok: false, reason: 'too_large' });
    expect(await extractInChild(strToU8('PK'), 'zepsuty.docx')).toMatchObject({
      ok: false,
      reason: 'broken',
    });
    expect(await extractInChild(strToU8('GIF89a'), 'zdjecie.gif')).toMatchObject({
      ok: false,
      reason: 'unsupported',
    });
    const slow = await extractInChild(await pdfOf(['Strona'.repeat(50)]), 'wolny.pdf', { timeoutMs: 1 });
    expect(slow).toMatchObject({ ok: false, reason: 'timeout' });
  });

  it('ends a document whose reading needs more memory than its worker may have', async () => {
    // 40 MB of text in one XML part: decoding and matching it needs far more than a 16 MB heap.
    const big = docxOf(['słowo '.repeat(7_000_000)]);
    expect(await extractInChild(big, 'ogromny.docx', { heapMb: 16 })).toMatchObject({
      ok: false,
      reason: 'memory',
    });
  });
});

import { describe, expect, it } from 'vitest';
import {
  cleanFileName,
  FALLBACK_FILE_NAME,
  fileExtension,
  hasBlockedExtension,
  truncateFileName,
} from '../files/file-name.ts';
import { FILE_MAX_BYTES, FILE_NAME_MAX } from '../files/limits.ts';
import { fileMessages } from '../files/messages.ts';

describe('truncateFileName', () => {
  it('leaves names of up to 100 characters alone', () => {
    const name = `${'a'.repeat(96)}.pdf`;
    expect(truncateFileName(name)).toBe(name);
    expect(truncateFileName('umowa.docx')).toBe('umowa.docx');
  });

  it('cuts longer names to 100 characters, keeping the extension', () => {
    const cut = truncateFileName(`${'ż'.repeat(146)}.pdf`);
    expect(cut).toHaveLength(FILE_NAME_MAX);
    expect(cut).toBe(`${'ż'.repeat(96)}.pdf`);
    expect(truncateFileName(`${'x'.repeat(120)}.tar.gz`)).toBe(`${'x'.repeat(97)}.gz`);
  });

  it('cuts names without an extension (or with one as long as the limit) plainly', () => {
    expect(truncateFileName('a'.repeat(150))).toBe('a'.repeat(100));
    expect(truncateFileName(`.${'b'.repeat(150)}`)).toBe(`.${'b'.repeat(99)}`);
    expect(truncateFileName(`a.${'c'.repeat(150)}`)).toBe(`a.${'c'.repeat(98)}`);
  });

  it('honours another limit and never splits a surrogate pair', () => {
    expect(truncateFileName('abcdefgh.txt', 8)).toBe('abcd.txt');
    const emoji = '😀'.repeat(10);
    const cut = truncateFileName(`${emoji}.txt`, 10);
    expect(cut).toBe('😀😀😀.txt');
    expect(cut.length).toBeLessThanOrEqual(10);
  });
});

describe('cleanFileName', () => {
  it('keeps only the last segment of a path, with either slash', () => {
    expect(cleanFileName('../../etc/passwd')).toBe('passwd');
    expect(cleanFileName('..\\..\\x.txt')).toBe('x.txt');
    expect(cleanFileName('C:\\Users\\jan\\Oferta końcowa.pdf')).toBe('Oferta końcowa.pdf');
  });

  it('removes control and bidi characters and trailing dots and spaces', () => {
    expect(cleanFileName('za\u0000łą\u001fcznik\u007f.pdf')).toBe('załącznik.pdf');
    expect(cleanFileName('raport\u202Eexe.pdf')).toBe('raportexe.pdf');
    expect(cleanFileName('  wirus.exe. . ')).toBe('wirus.exe');
  });

  it('falls back to a neutral name when nothing usable is left', () => {
    for (const given of ['', '..', '.', '../', 'a/..', '\u0000\u0001']) {
      expect(cleanFileName(given)).toBe(FALLBACK_FILE_NAME);
    }
  });

  it('truncates the cleaned name to 100 characters', () => {
    const name = cleanFileName(`../${'n'.repeat(150)}.xlsx`);
    expect(name).toBe(`${'n'.repeat(95)}.xlsx`);
  });
});

describe('blocked extensions', () => {
  it('refuses exe in any letter case, also hidden behind trailing dots', () => {
    expect(hasBlockedExtension('setup.exe')).toBe(true);
    expect(hasBlockedExtension('SETUP.EXE')).toBe(true);
    expect(hasBlockedExtension('setup.ExE.')).toBe(true);
    expect(hasBlockedExtension('exe')).toBe(false);
    expect(hasBlockedExtension('setup.exe.zip')).toBe(false);
    expect(fileExtension('.exe')).toBe('');
  });

  it('names the file in the message and states the 25 MB limit', () => {
    expect(fileMessages.blockedExtension('a.exe')).toBe(
      'Nie udało się dodać pliku a.exe. Dodawanie plików z rozszerzeniem exe zostało zablokowane.',
    );
    expect(fileMessages.tooLarge).toBe('Wybrany plik jest zbyt duży. Maksymalny rozmiar pliku to 25 MB.');
    expect(FILE_MAX_BYTES).toBe(26_214_400);
  });
});

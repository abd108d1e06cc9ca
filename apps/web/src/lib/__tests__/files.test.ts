import { FILE_MAX_BYTES } from '@bk/contracts/files/limits';
import { fileMessages } from '@bk/contracts/files/messages';
import { describe, expect, it } from 'vitest';
import { refuseBeforeUpload, uploadError } from '../files.ts';

describe('refuseBeforeUpload', () => {
  it('refuses exe in any case and files over 25 MB, as the server would', () => {
    expect(refuseBeforeUpload({ name: 'Setup.EXE', size: 10 })).toMatchObject({
      status: 422,
      message: fileMessages.blockedExtension('Setup.EXE'),
      errors: { plik: [fileMessages.blockedExtension('Setup.EXE')] },
    });
    expect(refuseBeforeUpload({ name: 'skan.pdf', size: FILE_MAX_BYTES + 1 })).toMatchObject({
      status: 413,
      message: fileMessages.tooLarge,
    });
    expect(refuseBeforeUpload({ name: 'skan.pdf', size: FILE_MAX_BYTES })).toBeNull();
  });
});

describe('uploadError', () => {
  it('gives the size message for 413 whatever the body', () => {
    expect(uploadError(413, '<html>too large</html>').message).toBe(fileMessages.tooLarge);
  });

  it("shows the server's field message first, translated, with client field names", () => {
    const body = JSON.stringify({
      status: 'Error',
      errors: { file: ['An empty file is not allowed.'] },
      message: 'An empty file is not allowed.',
    });
    const error = uploadError(422, body);
    expect(error.message).toBe('Nie udało się dodać pliku, ponieważ plik jest pusty.');
    expect(error.errors).toEqual({ plik: ['Nie udało się dodać pliku, ponieważ plik jest pusty.'] });
  });

  it('falls back to the unexpected-error message for answers that are not envelopes', () => {
    expect(uploadError(502, 'Bad Gateway').message).toBe(fileMessages.unexpected);
    expect(uploadError(500, JSON.stringify({ status: 'Error', errors: {}, message: '' })).message).toBe(
      fileMessages.unexpected,
    );
  });
});

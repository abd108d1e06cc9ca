import { describe, expect, it } from 'vitest';
import { attachmentDisposition, contentTypeOf } from './content-types.ts';

describe('download headers', () => {
  it('gives an ASCII fallback and the exact UTF-8 name (RFC 5987)', () => {
    expect(attachmentDisposition('Łódź "plan" ż\\ó.pdf')).toBe(
      `attachment; filename="Lodz _plan_ z_o.pdf"; filename*=UTF-8''%C5%81%C3%B3d%C5%BA%20%22plan%22%20%C5%BC%5C%C3%B3.pdf`,
    );
    expect(attachmentDisposition("it's (1)*.txt")).toBe(
      `attachment; filename="it's (1)*.txt"; filename*=UTF-8''it%27s%20%281%29%2A.txt`,
    );
    expect(attachmentDisposition('東京.txt')).toBe(
      `attachment; filename="__.txt"; filename*=UTF-8''%E6%9D%B1%E4%BA%AC.txt`,
    );
  });

  it('decides the content type by the extension only', () => {
    expect(contentTypeOf('Oferta.PDF')).toBe('application/pdf');
    expect(contentTypeOf('dane.xlsx')).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(contentTypeOf('strona.html')).toBe('application/octet-stream');
    expect(contentTypeOf('bez-rozszerzenia')).toBe('application/octet-stream');
  });
});

import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { inPolish } from '../../../lib/__tests__/polish-i18n.ts';
import { AttachmentList, type Zalacznik } from '../AttachmentList.tsx';

const plik = (id: number, nazwa: string) => ({
  id,
  uri: `/api/files/${id}/download`,
  nazwa,
  dataUtworzenia: '2026-05-01T10:00:00.000Z',
  ktoUtworzyl: { imie: 'Jan', nazwisko: 'Kowalski' },
});

const render = (value: Zalacznik[], max?: number) =>
  renderToStaticMarkup(
    inPolish(createElement(AttachmentList, { value, onChange: () => {}, context: 'announcement', max })),
  );

describe('AttachmentList', () => {
  it('labels every name field and the file picker, and offers download and removal', () => {
    const html = render([{ temporaryId: 'a', nazwa: 'Specyfikacja', plik: plik(1, 'swz.pdf') }]);
    expect(html).toMatch(/<label for="([^"]+)-name">Nazwa załącznika<\/label><input id="\1-name"/);
    expect(html).toContain('maxLength="100"');
    expect(html).toContain('required=""');
    expect(html).toMatch(/<input [^>]*id="([^"]+)-file" type="file"[^>]*>.*<label for="\1-file"/);
    expect(html).toContain('Pobierz<span class="visually-hidden"> plik swz.pdf</span>');
    expect(html).toContain('Usuń<span class="visually-hidden"> załącznik Specyfikacja</span>');
    expect(html).toContain('role="status"');
    expect(html).toContain('role="alert"');
  });

  it('disables adding with a note once the cap is reached', () => {
    const html = render(
      [
        { temporaryId: 'a', nazwa: 'Pierwszy', plik: plik(1, 'a.pdf') },
        { temporaryId: 'b', nazwa: 'Drugi', plik: plik(2, 'b.pdf') },
      ],
      2,
    );
    expect(html).toMatch(/type="file"[^>]*disabled=""[^>]*aria-describedby="([^"]+)-note"/);
    expect(html).toContain('Możesz załączyć maksymalnie 2 pliki.');
    expect(render([], 2)).not.toContain('disabled=""');
  });

  it('shows read-only rows without a name field or a remove button', () => {
    const html = render([{ temporaryId: 'a', nazwa: 'Z wersji 1', plik: plik(1, 'v1.pdf'), readOnly: true }]);
    expect(html).toContain('Z wersji 1');
    expect(html).toContain('Pobierz');
    expect(html).not.toContain('type="text"');
    expect(html).not.toContain('Usuń');
  });
});

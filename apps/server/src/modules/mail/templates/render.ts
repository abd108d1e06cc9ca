import { render } from '@react-email/render';
import type { ReactElement } from 'react';

/** An e-mail's two parts, HTML and plain text, made from the same component tree. */
export async function renderParts(element: ReactElement): Promise<{ html: string; text: string }> {
  const [html, text] = await Promise.all([
    render(element),
    render(element, {
      plainText: true,
      // Headings as written (html-to-text's default shouts them in capitals).
      htmlToTextOptions: {
        selectors: [1, 2, 3].map((level) => ({ selector: `h${level}`, options: { uppercase: false } })),
      },
    }),
  ]);
  return { html, text };
}

import type { ReactElement } from 'react';

type Parts = { html: string; text: string };

/** Recent renders by their key: the same notification of an announcement (each new offer) renders once. */
const recent = new Map<string, Promise<Parts>>();
const KEEP = 200;

/**
 * An e-mail's two parts, HTML and plain text, made from the same component tree; with a `key` (the
 * element's whole input), a render of the same key is reused.
 */
export function renderParts(element: ReactElement, key?: string): Promise<Parts> {
  if (key === undefined) return renderNow(element);
  const kept = recent.get(key);
  if (kept) return kept;
  const made = renderNow(element);
  recent.set(key, made);
  made.catch(() => recent.delete(key));
  if (recent.size > KEEP) recent.delete(recent.keys().next().value as string);
  return made;
}

async function renderNow(element: ReactElement): Promise<Parts> {
  // Loaded on the first e-mail: a process that sends none (a test's, most of them) never loads it.
  const { render } = await import('@react-email/render');
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

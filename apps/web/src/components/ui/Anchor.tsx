import type { ReactNode } from 'react';

/**
 * A link to another site or a file, for a catalogue message's link mark (`<Trans message="… <0>text</0>
 * …" components={{ 0: <Anchor href="…" /> }} />`): Trans gives it the marked text as its children.
 */
export function Anchor({ href, children }: { href: string; children?: ReactNode }) {
  return <a href={href}>{children}</a>;
}

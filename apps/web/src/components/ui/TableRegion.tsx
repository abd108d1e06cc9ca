import type { ReactNode } from 'react';

/**
 * A table's wrapper that scrolls sideways on a narrow screen (390 px) instead of squeezing the columns
 * or widening the page: a named region in the tab order, so the keyboard can scroll it too (WCAG
 * 2.1.1 and 1.4.10).
 */
export function TableRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take the focus to be scrolled
    <section className="table-wrap table-region" aria-label={label} tabIndex={0}>
      {children}
    </section>
  );
}

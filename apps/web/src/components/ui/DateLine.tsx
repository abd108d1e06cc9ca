import { useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import { formatDate } from '../../lib/format.ts';
import { StaticPart } from './StaticPart.tsx';

/**
 * A paragraph 'label date' (a statement's, a help article's or the terms' date), kept as the server drew
 * it (StaticPart): the date is formatted only when the part is drawn, as the first date a page formats
 * loads the browser's time-zone data, tens of milliseconds of a phone's time (issue 48).
 */
export function DateLine({ label, date }: { label: ReactNode; date: string | null | undefined }) {
  const { i18n } = useLingui();
  return (
    <StaticPart as="p" className="content-page__date" drawnFrom={[i18n.locale, date]}>
      <DateText label={label} date={date} />
    </StaticPart>
  );
}

/** 'label date' (inside a static part: see DateLine). */
export function DateText({ label, date }: { label: ReactNode; date: string | null | undefined }) {
  return (
    <>
      {label} <time dateTime={date ?? undefined}>{formatDate(date)}</time>
    </>
  );
}

import { NEWSLETTER_DAYS, type NewsletterStatus } from '@bk/contracts/newsletter/newsletter-texts';
import { Trans, useLingui } from '@lingui/react';
import { useId } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { LoadingText } from '../../components/ui/LoadingText.tsx';
import { Pagination } from '../../components/ui/Pagination.tsx';
import { Tabs } from '../../components/ui/Tabs.tsx';
import { formatDate } from '../../lib/format.ts';
import { NewsletterResultItem } from './NewsletterResultItem.tsx';
import { useNewsletterResults } from './newsletter-api.ts';
import {
  dayDates,
  dayLabels,
  kindLabels,
  type ResultsState,
  readResultsState,
  resultsEmptyText,
  resultsHref,
} from './newsletter-params.ts';

type Props = { onMessage: (text: string) => void };

const kinds: NewsletterStatus[] = ['new', 'updated'];

/**
 * The newsletter's results (spec 2 section 2.11): yesterday or the day before, the tabs NOWE and
 * ZAKTUALIZOWANE with the day's counts, 5 per page; the state lives in the address. A failed call
 * shows the empty state, without an error (spec 2 section 7).
 */
export function NewsletterResults({ onMessage }: Props) {
  const { i18n } = useLingui();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const state = readResultsState(params);
  const result = useNewsletterResults(state);
  const headingId = useId();
  const dayName = useId();
  const data = result.isError ? undefined : result.data;
  const dates = data ? dayDates(data.meta.date, data.day) : null;
  const counts = data?.meta.counts;
  const go = (change: Partial<ResultsState>) => navigate(resultsHref({ ...state, page: 1, ...change }));

  const tabs = kinds.map((kind) => ({
    id: kind,
    label: counts
      ? i18n._({
          id: 'newsletter.kind.counted',
          message: '{kind} ({count})',
          values: { kind: i18n._(kindLabels[kind]), count: counts[kind] },
        })
      : i18n._(kindLabels[kind]),
  }));

  let content = null;
  if (result.isPending) content = <LoadingText />;
  else if (!data || data.ogloszenia.length === 0)
    content = (
      <p className="notice" role="status">
        {i18n._(resultsEmptyText[state.status])}
      </p>
    );
  else
    content = (
      <>
        <ul className="card-list announcement-list">
          {data.ogloszenia.map((item) => (
            <NewsletterResultItem key={item.ogloszenie.id} item={item} onMessage={onMessage} />
          ))}
        </ul>
        <Pagination
          page={state.page}
          lastPage={data.meta.lastPage}
          hrefFor={(page) => resultsHref({ ...state, page })}
          label={i18n._({ id: 'newsletter.results.pages', message: 'Strony wyników newslettera' })}
        />
      </>
    );

  return (
    <section className="newsletter-results" aria-labelledby={headingId} aria-busy={result.isFetching}>
      <h2 id={headingId}>
        <Trans id="newsletter.results.heading" message="Ogłoszenia z newslettera" />
      </h2>
      <fieldset className="group newsletter-days">
        <legend>
          <Trans id="newsletter.results.day" message="Dzień publikacji lub aktualizacji" />
        </legend>
        {NEWSLETTER_DAYS.map((day) => (
          <label key={day} className="newsletter-days__option">
            <input
              type="radio"
              name={dayName}
              value={day}
              checked={state.day === day}
              onChange={() => go({ day })}
            />
            {i18n._(dayLabels[day])}
            {dates?.[day] ? `, ${formatDate(dates[day])}` : ''}
          </label>
        ))}
      </fieldset>
      <Tabs
        label={i18n._({ id: 'newsletter.results.kind', message: 'Rodzaj ogłoszeń' })}
        tabs={tabs}
        selected={state.status}
        onSelect={(status) => go({ status })}
      >
        {content}
      </Tabs>
    </section>
  );
}

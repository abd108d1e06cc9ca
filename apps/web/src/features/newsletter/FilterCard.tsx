import { Trans, useLingui } from '@lingui/react';
import { useState } from 'react';
import { Button } from '../../components/ui/Button.tsx';
import { errorText } from '../../lib/api-error.ts';
import { useApiMutation } from '../../lib/use-api-mutation.ts';
import { criteriaCountText, filterSummary, type SummaryRow } from './filter-summary.ts';
import { setFilterEnabled, useNewsletterKeys } from './newsletter-api.ts';
import { sayNewsletterMessage } from './newsletter-messages.ts';
import type { NewsletterFilter } from './newsletter-types.ts';
import { SecretFeed } from './SecretFeed.tsx';
import { Switch } from './Switch.tsx';

type Props = {
  filter: NewsletterFilter;
  /** 'Filtr 2': the heading, and what the buttons' hidden texts name. */
  name: string;
  onEdit: () => void;
  onDelete: () => void;
  onMessage: (text: string) => void;
};

/** A criterion's names ('A, B, C i jeszcze 2'), the dictionaries' names marked Polish. */
function SummaryValue({ row }: { row: SummaryRow }) {
  const shown = <span lang={row.polish ? 'pl' : undefined}>{row.shown}</span>;
  if (row.more === 0) return shown;
  return (
    <Trans
      id="newsletter.criterion.more"
      message="<0/> i jeszcze {more}"
      values={{ more: row.more }}
      components={{ 0: shown }}
    />
  );
}

/** One saved filter: its criteria in short, its on/off switch, 'Edytuj' with the criteria count, 'Usuń'. */
export function FilterCard({ filter, name, onEdit, onDelete, onMessage }: Props) {
  const { i18n } = useLingui();
  const keys = useNewsletterKeys();
  const [requested, setRequested] = useState<boolean | null>(null);
  const toggle = useApiMutation({
    mutationFn: (enabled: boolean) => setFilterEnabled(filter.id, enabled),
    refreshes: [{ queryKey: keys.results }],
    onSuccess: (answer, _enabled, queryClient) => {
      const saved = answer.newsletterFilter;
      queryClient.setQueryData<NewsletterFilter[]>(keys.filters, (list) =>
        list?.map((f) => (f.id === saved.id ? saved : f)),
      );
      setRequested(null);
      onMessage(
        saved.enabled
          ? i18n._({ id: 'newsletter.filter.on', message: '{name} jest włączony.', values: { name } })
          : i18n._({ id: 'newsletter.filter.off', message: '{name} jest wyłączony.', values: { name } }),
      );
    },
    onError: (error) => {
      setRequested(null);
      onMessage(
        i18n._({
          id: 'newsletter.filter.switch-failed',
          message: 'Nie udało się zmienić ustawienia filtra. {error}',
          values: { error: sayNewsletterMessage(i18n, errorText(error)) },
        }),
      );
    },
  });
  const rows = filterSummary(i18n, filter);
  const count = filter.criteriaCount;

  return (
    <li className="list-card newsletter-filter">
      <h3 className="newsletter-filter__name">{name}</h3>
      {rows.length > 0 ? (
        <dl className="newsletter-filter__criteria">
          {rows.map((row) => (
            <div key={row.label}>
              <dt>{row.label}</dt>
              <dd>
                <SummaryValue row={row} />
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
      <div className="newsletter-filter__actions">
        <Switch
          label={
            <Trans
              id="newsletter.filter.active"
              message="Filtr aktywny<0> ({name})</0>"
              values={{ name }}
              components={{ 0: <span className="visually-hidden" /> }}
            />
          }
          checked={requested ?? filter.enabled}
          busy={toggle.isPending}
          onChange={(enabled) => {
            setRequested(enabled);
            toggle.mutate(enabled);
          }}
        />
        <Button variant="secondary" aria-haspopup="dialog" onClick={onEdit}>
          <Trans
            id="newsletter.filter.edit"
            message="Edytuj <0>{count}</0><1> – liczba kryteriów ({name})</1>"
            values={{ count, name }}
            components={{
              0: <span className="filter-count" title={criteriaCountText(i18n, count)} />,
              1: <span className="visually-hidden" />,
            }}
          />
        </Button>
        <Button variant="secondary" aria-haspopup="dialog" onClick={onDelete}>
          <Trans
            id="newsletter.filter.delete"
            message="Usuń<0> ({name})</0>"
            values={{ name }}
            components={{ 0: <span className="visually-hidden" /> }}
          />
        </Button>
      </div>
      <SecretFeed
        path={`/api/newsletter-filters/${filter.id}/feed`}
        what={i18n._({ id: 'newsletter.feed.atom', message: 'kanału Atom' })}
        name={name}
        onMessage={onMessage}
      />
    </li>
  );
}

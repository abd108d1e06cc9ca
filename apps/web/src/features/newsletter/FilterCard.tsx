import { useState } from 'react';
import { Button } from '../../components/ui/Button.tsx';
import { errorText } from '../../lib/api-error.ts';
import { useApiMutation } from '../../lib/use-api-mutation.ts';
import { criteriaCountText, filterSummary } from './filter-summary.ts';
import { setFilterEnabled, useNewsletterKeys } from './newsletter-api.ts';
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

/** One saved filter: its criteria in short, its on/off switch, 'Edytuj' with the criteria count, 'Usuń'. */
export function FilterCard({ filter, name, onEdit, onDelete, onMessage }: Props) {
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
      onMessage(saved.enabled ? `${name} jest włączony.` : `${name} jest wyłączony.`);
    },
    onError: (error) => {
      setRequested(null);
      onMessage(`Nie udało się zmienić ustawienia filtra. ${errorText(error)}`);
    },
  });
  const rows = filterSummary(filter);
  const count = filter.criteriaCount;

  return (
    <li className="list-card newsletter-filter">
      <h3 className="newsletter-filter__name">{name}</h3>
      {rows.length > 0 ? (
        <dl className="newsletter-filter__criteria">
          {rows.map((row) => (
            <div key={row.label}>
              <dt>{row.label}</dt>
              <dd>{row.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      <div className="newsletter-filter__actions">
        <Switch
          label={
            <>
              Filtr aktywny<span className="visually-hidden"> ({name})</span>
            </>
          }
          checked={requested ?? filter.enabled}
          busy={toggle.isPending}
          onChange={(enabled) => {
            setRequested(enabled);
            toggle.mutate(enabled);
          }}
        />
        <Button variant="secondary" aria-haspopup="dialog" onClick={onEdit}>
          Edytuj{' '}
          <span className="filter-count" title={criteriaCountText(count)}>
            {count}
          </span>
          <span className="visually-hidden"> – liczba kryteriów ({name})</span>
        </Button>
        <Button variant="secondary" aria-haspopup="dialog" onClick={onDelete}>
          Usuń<span className="visually-hidden"> ({name})</span>
        </Button>
      </div>
      <SecretFeed
        path={`/api/newsletter-filters/${filter.id}/feed`}
        what="kanału Atom"
        name={name}
        onMessage={onMessage}
      />
    </li>
  );
}

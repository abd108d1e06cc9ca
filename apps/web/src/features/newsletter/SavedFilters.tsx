import { newsletterLimits as L } from '@bk/contracts/newsletter/newsletter-texts';
import type { I18n } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react';
import { lazy, Suspense, useId, useRef, useState } from 'react';
import { Button } from '../../components/ui/Button.tsx';
import { LoadingText } from '../../components/ui/LoadingText.tsx';
import { FilterCard } from './FilterCard.tsx';
import { useNewsletterFilters } from './newsletter-api.ts';
import { newsletterText } from './newsletter-messages.ts';
import type { NewsletterFilter } from './newsletter-types.ts';

// Loaded when opened: the dialogs (react-aria, the CPV and locality pickers) are not needed for the
// tab's first paint.
const FilterDialog = lazy(async () => ({ default: (await import('./FilterDialog.tsx')).FilterDialog }));
const DeleteFilterDialog = lazy(async () => ({
  default: (await import('./DeleteFilterDialog.tsx')).DeleteFilterDialog,
}));

/** A filter's name in the list and its dialogs ('Filtr 2'). */
export const filterName = (i18n: I18n, index: number) =>
  i18n._({ id: 'newsletter.filter.name', message: 'Filtr {number}', values: { number: index + 1 } });

type Props = { onMessage: (text: string) => void };

/**
 * The saved filters (spec 2 section 2.11): each with its switch, 'Edytuj' (with the count of chosen
 * criteria) and 'Usuń'; 'Dodaj' until there are 20. A failed list call shows nothing (spec 2 section 7).
 */
export function SavedFilters({ onMessage }: Props) {
  const { i18n } = useLingui();
  const filters = useNewsletterFilters();
  const [editing, setEditing] = useState<{ filter: NewsletterFilter | null; name: string } | null>(null);
  const [deleting, setDeleting] = useState<{ filter: NewsletterFilter; name: string } | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  const fullId = useId();
  const list = filters.data ?? [];
  const full = list.length >= L.filters;

  return (
    <section className="newsletter-filters" aria-labelledby={headingId}>
      <div className="newsletter-filters__head">
        <h2 id={headingId} ref={headingRef} tabIndex={-1}>
          <Trans id="newsletter.filters.heading" message="Zapisane filtry" />
        </h2>
        <Button
          aria-haspopup="dialog"
          aria-disabled={full || undefined}
          aria-describedby={full ? fullId : undefined}
          onClick={() => {
            if (!full) setEditing({ filter: null, name: filterName(i18n, list.length) });
          }}
        >
          <Trans
            id="newsletter.filters.add"
            message="Dodaj<0> filtr</0>"
            components={{ 0: <span className="visually-hidden" /> }}
          />
        </Button>
      </div>
      {full ? (
        <p id={fullId} className="field__hint">
          {newsletterText(i18n, 'tooManyFilters')}
        </p>
      ) : null}
      {filters.isPending ? (
        <LoadingText />
      ) : filters.isError ? null : list.length === 0 ? (
        <p className="notice">
          <Trans
            id="newsletter.filters.empty"
            message="Nie masz zapisanych filtrów. Dodaj filtr, aby otrzymywać newsletter z ogłoszeniami, które Cię interesują."
          />
        </p>
      ) : (
        <ol className="card-list newsletter-filters__list">
          {list.map((filter, index) => (
            <FilterCard
              key={filter.id}
              filter={filter}
              name={filterName(i18n, index)}
              onEdit={() => setEditing({ filter, name: filterName(i18n, index) })}
              onDelete={() => setDeleting({ filter, name: filterName(i18n, index) })}
              onMessage={onMessage}
            />
          ))}
        </ol>
      )}
      {editing ? (
        <Suspense fallback={null}>
          <FilterDialog
            filter={editing.filter}
            name={editing.name}
            onClose={() => setEditing(null)}
            onSaved={(text) => {
              setEditing(null);
              onMessage(text);
            }}
          />
        </Suspense>
      ) : null}
      {deleting ? (
        <Suspense fallback={null}>
          <DeleteFilterDialog
            filter={deleting.filter}
            name={deleting.name}
            onClose={() => setDeleting(null)}
            onDeleted={() => {
              setDeleting(null);
              onMessage(i18n._({ id: 'newsletter.filter.deleted', message: 'Usunięto filtr.' }));
              // The filter's buttons are gone: the list's heading takes the focus.
              setTimeout(() => headingRef.current?.focus(), 0);
            }}
          />
        </Suspense>
      ) : null}
    </section>
  );
}

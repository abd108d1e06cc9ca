import { Trans } from '@lingui/react';
import { Button } from '../../components/ui/Button.tsx';

type Props = { action: string; fields: [string, string][] };

/**
 * 'Przeszukaj starą Bazę Konkurencyjności' (spec 1 section 2): a real form posting the current filters
 * to the old portal's search in a new window.
 */
export function ArchiveSearchForm({ action, fields }: Props) {
  return (
    <section className="archive-search" aria-labelledby="archive-search-heading">
      <h2 id="archive-search-heading">
        <Trans id="search.archive.heading" message="Ogłoszenia sprzed uruchomienia portalu" />
      </h2>
      <p>
        <Trans
          id="search.archive.text"
          message="Starsze ogłoszenia znajdziesz w poprzedniej wersji Bazy Konkurencyjności, z tymi samymi kryteriami."
        />
      </p>
      <form method="post" action={action} target="_blank" rel="noopener">
        {fields.map(([name, value], index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: list fields repeat their name
          <input key={`${name}-${index}`} type="hidden" name={name} value={value} />
        ))}
        <Button type="submit" variant="secondary">
          <Trans id="search.archive.submit" message="Przeszukaj starą Bazę Konkurencyjności" />
          <span className="visually-hidden">
            {' '}
            <Trans id="common.new-window" message="(otwiera się w nowym oknie)" />
          </span>
        </Button>
      </form>
    </section>
  );
}

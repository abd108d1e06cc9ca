import { countOf, nouns, plural } from '@bk/contracts/common/plural';

/** The 'N' badge of a list item: the count, read as '1 nowe zdarzenie', '2 nowe zdarzenia', '5 nowych zdarzeń'. */
export function NewEventsBadge({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <span className="badge" title={countOf(count, nouns.newEvents)}>
      {count}
      <span className="visually-hidden"> {plural(count, nouns.newEvents)}</span>
    </span>
  );
}

import { useLingui } from '@lingui/react';

/** The 'N' badge of a list item: the count, read as '1 nowe zdarzenie', '2 nowe zdarzenia', '5 nowych zdarzeń'. */
export function NewEventsBadge({ count }: { count: number }) {
  const { i18n } = useLingui();
  if (count <= 0) return null;
  const said = i18n._({
    id: 'badge.new-events',
    message: '{count, plural, one {# nowe zdarzenie} few {# nowe zdarzenia} other {# nowych zdarzeń}}',
    values: { count },
  });
  return (
    <span className="badge" title={said}>
      {count}
      <span className="visually-hidden"> {said.replace(/^\d+\s*/, '')}</span>
    </span>
  );
}

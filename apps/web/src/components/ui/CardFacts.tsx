import type { ReactNode } from 'react';

/** A fact of a card: its term and its value. */
export type CardFact = readonly [term: string, value: ReactNode];

/** The facts of a list card as a description list, after any facts given as children. */
export function CardFacts({ facts, children }: { facts: readonly CardFact[]; children?: ReactNode }) {
  return (
    <dl className="announcement-card__facts">
      {children}
      {facts.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

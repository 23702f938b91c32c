import type { ReactNode } from 'react';

/** The numbers a page rests on (balances, rate, today's limit), as a term/value list. */
export function EconomyFacts({ label, facts }: { label: string; facts: readonly { term: string; value: ReactNode }[] }): ReactNode {
  return (
    <dl className="details economy-facts" aria-label={label}>
      {facts.map((fact) => (
        <div key={fact.term} className="economy-facts__row">
          <dt>{fact.term}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}

import type { ReactNode } from 'react';

/** The numbers a page rests on (balances, rate, today's limit), as a term/value list. */
export function EconomyFacts({ heading, facts }: { heading?: string; facts: readonly { term: string; value: ReactNode }[] }): ReactNode {
  const list = (
    <dl className="details economy-facts">
      {facts.map((fact) => (
        <div key={fact.term} className="economy-facts__row">
          <dt>{fact.term}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
  if (heading === undefined) return list;
  return (
    <>
      <h3 className="economy-facts__heading">{heading}</h3>
      {list}
    </>
  );
}

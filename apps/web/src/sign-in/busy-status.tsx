import type { ReactNode } from 'react';

/** A small inline spinner with its text, announced politely (for work inside a page section). */
export function BusyStatus({ label }: { label: string }): ReactNode {
  return (
    <div className="sign-in-step__busy" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}

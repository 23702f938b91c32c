import type { ReactNode } from 'react';

/** A spinner with its text, announced politely to screen readers. */
export function LoadingIndicator({ label }: { label: string }): ReactNode {
  return (
    <div className="loading-screen" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}

import { useEffect, useRef, type ReactNode } from 'react';

/**
 * A message about what just happened: an error is an alert, anything else a polite status.
 * When `focusKey` changes the message takes focus, so keyboard and screen-reader users land on
 * the outcome instead of staying on a button that may be gone.
 */
export function Announcement({ tone, focusKey, children }: { tone: 'info' | 'success' | 'error'; focusKey?: string | number; children: ReactNode }): ReactNode {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focusKey !== undefined) ref.current?.focus();
  }, [focusKey]);
  const className = tone === 'info' ? 'notice' : `notice notice--${tone}`;
  return (
    <div ref={ref} tabIndex={-1} className={className} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}

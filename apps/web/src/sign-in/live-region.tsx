import { Children, type ReactNode } from 'react';

/**
 * A live region that stays in the page while its content changes, so screen readers announce
 * each new message (a region inserted together with its text is often missed). Errors are
 * assertive alerts, everything else polite status. Empty, it takes no space.
 */
export function LiveRegion({ tone, children }: { tone: 'info' | 'success' | 'error'; children?: ReactNode }): ReactNode {
  // Children.toArray drops false, null and undefined: conditionals that show nothing.
  const empty = Children.toArray(children).length === 0;
  const className = empty ? undefined : tone === 'info' ? 'notice' : `notice notice--${tone}`;
  return (
    <div className={className} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}

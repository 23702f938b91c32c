import type { ReactNode } from 'react';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';
import { useRememberSignInStart } from '../sign-in/use-sign-in-return.ts';

/** Header, the page in `<main>`, footer. `#main` takes focus after in-app navigation. */
export function SiteLayout({ children }: { children: ReactNode }): ReactNode {
  useRememberSignInStart();
  return (
    <div className="site">
      <SiteHeader />
      <main id="main" className="site-main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}

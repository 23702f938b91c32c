import { StrictMode, Suspense, type ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { LoadingIndicator } from '../components/loading-indicator.tsx';
import { SiteLayout } from '../layout/site-layout.tsx';
import { AppErrorBoundary } from '../errors/app-error-boundary.tsx';
import { UnhandledErrorDialog } from '../errors/unhandled-error-dialog.tsx';
import { SecondFactorRedirect } from '../second-factor/second-factor-redirect.tsx';
import { UpdatePrompt } from '../service-worker/update-prompt.tsx';
import { useStore } from '../store/use-store.ts';
import { OopsScreen } from '../telegram/oops-screen.tsx';
import { TelegramBackButton } from '../telegram/telegram-back-button.tsx';
import { telegramState } from '../telegram/telegram-state.ts';
import { WalletUiHost } from '../wallet/wallet-ui-host.tsx';
import { AppRoutes } from './app-routes.tsx';

// Before the translations arrive nothing translated exists yet: this one text is fixed.
const bootLoading = <LoadingIndicator label="Loading..." />;

function Site(): ReactNode {
  const telegram = useStore(telegramState);
  if (telegram.status === 'starting') return bootLoading;
  if (telegram.status === 'unsupported') return <OopsScreen />;
  return (
    // Without transitions: a link to a page whose code is not here yet shows that page's
    // `Loading...` at the tap (RouteFrame), instead of leaving the old page up with no sign until
    // the code arrives; and a second tap on the same link replaces, not adds, the history entry.
    <BrowserRouter useTransitions={false}>
      <Suspense fallback={bootLoading}>
        <SiteLayout>
          <AppRoutes />
        </SiteLayout>
        <SecondFactorRedirect />
        <UpdatePrompt />
        <WalletUiHost />
        <TelegramBackButton />
      </Suspense>
    </BrowserRouter>
  );
}

/** The whole app: the top-level error boundary, the site, and the unhandled-error dialog. */
export function AppRoot(): ReactNode {
  return (
    <StrictMode>
      <AppErrorBoundary>
        <Site />
      </AppErrorBoundary>
      <UnhandledErrorDialog />
    </StrictMode>
  );
}

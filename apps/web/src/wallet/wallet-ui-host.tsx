import { Component, lazy, Suspense, type ReactNode } from 'react';
import { logger } from '../logging/logger.ts';
import { useStore } from '../store/use-store.ts';
import { connectModal } from './connect-modal.ts';
import { walletSession } from './wallet-session.ts';

const loadWalletUi = () => import('./wallet-ui.tsx');
const WalletUi = lazy(loadWalletUi);

/** Starts loading the wallet UI's code now, alongside the wallet stack, instead of after it. */
export function preloadWalletUi(): void {
  loadWalletUi().catch(() => {
    // The lazy component reports a failed load itself when it renders.
  });
}

/** A failure inside the wallet UI must not take the whole site down: it is logged and hidden. */
class WalletUiBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    logger.error('The wallet UI failed', error);
    // The connect button is busy while the modal is asked for and not shown: it must not stay so.
    connectModal.close();
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}

/** Mounts the wallet UI (modals) once the connector exists; renders nothing before. */
export function WalletUiHost(): ReactNode {
  const session = useStore(walletSession);
  if (session.status !== 'ready') return null;
  return (
    <WalletUiBoundary>
      <Suspense fallback={null}>
        <WalletUi connector={session.connector} />
      </Suspense>
    </WalletUiBoundary>
  );
}

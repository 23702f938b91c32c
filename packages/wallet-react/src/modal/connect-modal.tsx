import { selectConnectInProgress, selectPrimaryWallet, type ConnectionState, type WalletConnectorState } from '@site/wallet-core';
import { useEffect, useId, useRef, type MouseEvent, type ReactNode } from 'react';
import { useConnectModal } from '../hooks/use-connect-modal.ts';
import { useWalletConnector } from '../hooks/use-wallet-connector.ts';
import { useWalletState } from '../hooks/use-wallet-state.ts';
import { useMessages, type Translate } from '../messages/use-messages.ts';
import { ConnectedStep } from './connected-step.tsx';
import { ConnectingStep } from './connecting-step.tsx';
import { ModalDialog } from './modal-dialog.tsx';
import { ModalHeader } from './modal-header.tsx';
import { SelectWalletStep } from './select-wallet-step.tsx';
import { WalletsDisabledStep } from './wallets-disabled-step.tsx';

export interface ConnectModalProps {
  /** Terms of service page; with `privacyUrl`, the box to tick before choosing a wallet. */
  termsUrl?: string;
  privacyUrl?: string;
  /** Bump to ask everyone again; the agreement is stored with it. Default `'1'`. */
  termsVersion?: string;
  /** Where "I don't have a wallet" leads. */
  noWalletUrl?: string;
  /**
   * The app's own page of other ways to sign in (e-mail, Google, …): with no wallet found, the
   * modal offers it first (`otherSignInText`, `otherSignInLink`). Opens in the same tab.
   */
  otherSignInUrl?: string;
  /**
   * Called on a click on that link before the browser follows it, e.g. to close the modal and
   * route inside a single-page app (call `event.preventDefault()` to do the navigation yourself).
   */
  onOtherSignIn?: (event: MouseEvent<HTMLAnchorElement>) => void;
  /** The page runs in Telegram's webview: with no wallet installed, offer ways out of it. */
  inTelegram?: boolean;
  /** The page runs in another in-app browser (no injected wallet possible). */
  inWebview?: boolean;
  /** Opens a URL outside the webview, e.g. Telegram's `openLink`. Called inside the click handler. */
  openExternal?: (url: string) => void;
  /** The page to reopen elsewhere; by default `location.href` without Telegram's launch parameters. */
  pageUrl?: string;
}

type View = 'select' | 'connecting' | 'connected';

const selectConnection = (state: WalletConnectorState) => state.connection;
const selectAvailable = (state: WalletConnectorState) => state.availableWallets;
const selectDisabled = (state: WalletConnectorState) => state.disabled;

function viewOf(connection: ConnectionState): View {
  if (connection.status === 'connected') return 'connected';
  if (connection.status === 'idle') return 'select';
  return 'connecting';
}

function titleOf(view: View, connection: ConnectionState, t: Translate): string {
  const wallet = connection.walletLabel ?? '';
  if (view === 'select') return t('selectTitle');
  if (view === 'connected') return t('connectedTitle');
  switch (connection.status) {
    case 'pending':
      return t('pendingTitle', { wallet });
    case 'rejected':
      return t('rejectedTitle');
    case 'unavailable':
      return t('unavailableTitle', { wallet });
    case 'failed':
      return t('failedTitle', { wallet });
    default:
      return t('connectingTitle', { wallet });
  }
}

/**
 * The three-step connect modal: select a wallet, connect it, connected. Opened and closed with
 * `useConnectModal()`; every step follows the connector's `connection` state.
 */
export function ConnectModal(props: ConnectModalProps): ReactNode {
  const { isOpen, close } = useConnectModal();
  const connector = useWalletConnector();
  const connection = useWalletState(selectConnection);
  const available = useWalletState(selectAvailable);
  const disabled = useWalletState(selectDisabled);
  const primary = useWalletState(selectPrimaryWallet);
  const { t } = useMessages();
  const titleId = useId();
  const view = viewOf(connection);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const shownView = useRef<View | null>(null);

  // Moves focus to the new step's heading when the step changes while open, so it is announced.
  useEffect(() => {
    if (!isOpen) {
      shownView.current = null;
      return;
    }
    if (shownView.current !== null && shownView.current !== view) titleRef.current?.focus();
    shownView.current = view;
  }, [isOpen, view]);

  const connect = (label: string) => {
    void connector.connect({ label });
  };
  const back = () => {
    if (selectConnectInProgress({ connection })) connector.cancelConnect();
    connector.resetConnection();
  };
  const wallet = available.find((entry) => entry.label === connection.walletLabel);

  return (
    <ModalDialog open={isOpen} onClose={close} labelledBy={titleId} name="connect">
      <ModalHeader titleId={titleId} title={disabled ? t('disabledTitle') : titleOf(view, connection, t)} titleRef={titleRef} onClose={close} />
      {disabled ? (
        <WalletsDisabledStep disabled={disabled} otherSignInUrl={props.otherSignInUrl} onOtherSignIn={props.onOtherSignIn} />
      ) : view === 'select' ? (
        <SelectWalletStep
          wallets={available}
          onSelect={connect}
          termsUrl={props.termsUrl}
          privacyUrl={props.privacyUrl}
          termsVersion={props.termsVersion ?? '1'}
          noWalletUrl={props.noWalletUrl ?? 'https://ethereum.org/en/wallets/find-wallet/'}
          otherSignInUrl={props.otherSignInUrl}
          onOtherSignIn={props.onOtherSignIn}
          inTelegram={props.inTelegram ?? false}
          inWebview={props.inWebview ?? false}
          openExternal={props.openExternal}
          pageUrl={props.pageUrl}
        />
      ) : view === 'connecting' ? (
        <ConnectingStep
          connection={connection}
          wallet={wallet}
          onRetry={() => {
            if (connection.walletLabel) connect(connection.walletLabel);
          }}
          onBack={back}
        />
      ) : (
        <ConnectedStep wallet={primary ?? undefined} label={connection.walletLabel ?? primary?.label ?? ''} onDone={close} />
      )}
    </ModalDialog>
  );
}


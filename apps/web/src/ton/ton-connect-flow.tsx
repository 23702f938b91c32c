import type { Account } from '@site/api-contract';
import { TonConnectUIProvider, useTonConnectUI } from '@tonconnect/ui-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { api } from '../api/api.ts';
import { sendTonProof } from './ton-proof-request.ts';

export interface TonConnectFlowProps {
  link: boolean;
  onSignedIn: (account: Account) => void;
  onCancelled: () => void;
  onFailed: (error: unknown) => void;
}

const manifestUrl = (): string => new URL('/tonconnect-manifest.json', window.location.origin).href;

/**
 * TON Connect's own wallet list, opened at once and asking the wallet for a ton_proof of the
 * server's payload; the proof goes to the server, then the wallet's session is dropped (the site
 * keeps its own session, and a next sign-in asks for a new proof). Loaded only when a player asks.
 */
export default function TonConnectFlow(props: TonConnectFlowProps): ReactNode {
  return (
    <TonConnectUIProvider manifestUrl={manifestUrl()}>
      <ConnectWithProof {...props} />
    </TonConnectUIProvider>
  );
}

function ConnectWithProof({ link, onSignedIn, onCancelled, onFailed }: TonConnectFlowProps): ReactNode {
  const [tonConnectUI] = useTonConnectUI();
  const callbacks = useRef({ onSignedIn, onCancelled, onFailed });
  callbacks.current = { onSignedIn, onCancelled, onFailed };

  useEffect(() => {
    let proofSent = false;
    const stopStatus = tonConnectUI.onStatusChange(
      (wallet) => {
        if (!wallet || proofSent) return;
        proofSent = true;
        sendTonProof(wallet, link).then(
          (account) => callbacks.current.onSignedIn(account),
          (error: unknown) => callbacks.current.onFailed(error),
        );
        void tonConnectUI.disconnect().catch(() => undefined);
      },
      (error) => callbacks.current.onFailed(error),
    );
    const stopModal = tonConnectUI.onModalStateChange((state) => {
      if (state.status === 'closed' && state.closeReason === 'action-cancelled' && !proofSent) callbacks.current.onCancelled();
    });
    void (async () => {
      await tonConnectUI.connectionRestored;
      // A wallet left connected would not be asked for a new proof.
      if (tonConnectUI.connected) await tonConnectUI.disconnect();
      tonConnectUI.setConnectRequestParameters({ state: 'loading' });
      await tonConnectUI.openModal();
      const { payload } = await api.call('tonProofPayload', { body: {} });
      tonConnectUI.setConnectRequestParameters({ state: 'ready', value: { tonProof: payload } });
    })().catch((error: unknown) => {
      tonConnectUI.closeModal();
      callbacks.current.onFailed(error);
    });
    return () => {
      stopStatus();
      stopModal();
    };
  }, [tonConnectUI, link]);

  return null;
}

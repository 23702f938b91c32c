import type { Account } from '@site/api-contract';
import { useMutation } from '@tanstack/react-query';
import { THEME, TonConnect, TonConnectUIProvider, useTonConnectUI, type Wallet } from '@tonconnect/ui-react';
import { useEffect, useEffectEvent, type ReactNode } from 'react';
import { api } from '../api/api.ts';
import { appearancePreference, environmentAppearance } from '../appearance/appearance-store.ts';
import { effectiveScheme } from '../appearance/resolve-appearance.ts';
import { useStore } from '../store/use-store.ts';
import { tonProofBody } from './ton-proof-body.ts';

export interface TonConnectFlowProps {
  link: boolean;
  onSignedIn: (account: Account) => void;
  onCancelled: () => void;
  onFailed: (error: unknown) => void;
}

const siteFile = (name: string): string => new URL(`/${name}`, window.location.origin).href;

let connector: TonConnect | null = null;
/**
 * One TON Connect for the page, reading the wallets list the site serves (made at build time from
 * the SDK's own list: ton-wallets-list-plugin.ts), never TON Connect's remote one, so the list
 * opens at once when that one is slow or down, and offers only the wallets Telegram's rules allow.
 */
function siteConnector(): TonConnect {
  connector ??= new TonConnect({ manifestUrl: siteFile('tonconnect-manifest.json'), walletsListSource: siteFile('tonconnect-wallets.json') });
  return connector;
}

/**
 * TON Connect's own wallet list, in the site's scheme, opened at once and asking the wallet for a ton_proof of the
 * server's payload; the proof goes to the server, then the wallet's session is dropped (the site
 * keeps its own session, and a next sign-in asks for a new proof). Loaded only when a player asks.
 */
export default function TonConnectFlow(props: TonConnectFlowProps): ReactNode {
  // The site's scheme (Telegram's theme, or the visitor's choice), not the system's.
  const scheme = effectiveScheme(useStore(appearancePreference), useStore(environmentAppearance).scheme);
  return (
    <TonConnectUIProvider connector={siteConnector()} uiPreferences={{ theme: scheme === 'dark' ? THEME.DARK : THEME.LIGHT }}>
      <ConnectWithProof {...props} />
    </TonConnectUIProvider>
  );
}

function ConnectWithProof({ link, onSignedIn, onCancelled, onFailed }: TonConnectFlowProps): ReactNode {
  const [tonConnectUI] = useTonConnectUI();
  const cancelled = useEffectEvent(onCancelled);
  const failed = useEffectEvent(onFailed);
  // The server's payload is made afresh for each connection (it is spent by the proof): a call, not a cached read.
  const { mutateAsync: askPayload } = useMutation({ mutationFn: () => api.call('tonProofPayload', { body: {} }) });
  const { mutate: verify } = useMutation({
    // A wallet that connects without a proof (or refuses it) is a failure too, not a sign-in.
    mutationFn: (wallet: Wallet) => Promise.resolve().then(() => api.call('tonProofVerify', { body: tonProofBody(wallet, link) })),
    onSuccess: ({ account }) => {
      onSignedIn(account);
    },
    onError: (error) => {
      onFailed(error);
    },
  });

  useEffect(() => {
    let proofSent = false;
    const stopStatus = tonConnectUI.onStatusChange(
      (wallet) => {
        if (!wallet || proofSent) return;
        proofSent = true;
        verify(wallet);
        void tonConnectUI.disconnect().catch(() => undefined);
      },
      (error) => {
        failed(error);
      },
    );
    const stopModal = tonConnectUI.onModalStateChange((state) => {
      if (state.status === 'closed' && state.closeReason === 'action-cancelled' && !proofSent) cancelled();
    });
    void (async () => {
      await tonConnectUI.connectionRestored;
      // A wallet left connected would not be asked for a new proof.
      if (tonConnectUI.connected) await tonConnectUI.disconnect();
      tonConnectUI.setConnectRequestParameters({ state: 'loading' });
      await tonConnectUI.openModal();
      const { payload } = await askPayload();
      tonConnectUI.setConnectRequestParameters({ state: 'ready', value: { tonProof: payload } });
    })().catch((error: unknown) => {
      tonConnectUI.closeModal();
      failed(error);
    });
    return () => {
      stopStatus();
      stopModal();
    };
  }, [tonConnectUI, verify, askPayload]);

  return null;
}

import type { WalletConnector } from '@site/wallet-core';
import { ActionRequiredModal, ConnectModal, SwitchChainModal, WalletProvider } from '@site/wallet-react';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { appearancePreference, environmentAppearance } from '../appearance/appearance-store.ts';
import { effectiveScheme } from '../appearance/resolve-appearance.ts';
import { useSignInWaysPhrase } from '../account/use-sign-in-ways-phrase.ts';
import { useStore } from '../store/use-store.ts';
import { actionRequiredWallet } from './action-required.ts';
import { connectModal, useConnectModalOpen } from './connect-modal.ts';
import { toWalletMessages } from './wallet-messages.ts';
import { walletUiMounted } from './wallet-ui-loading.ts';

/**
 * The action-required modal, for a wallet that cannot show an account picker: the visitor is
 * asked to switch the active account inside the wallet. "Switch account" on /profile and
 * /setting opens it (`actionRequiredWallet`); OK or Escape closes it.
 */
function ActionRequired(): ReactNode {
  const walletLabel = useStore(actionRequiredWallet);
  return (
    <ActionRequiredModal
      open={walletLabel !== null}
      walletLabel={walletLabel ?? undefined}
      onClose={() => {
        actionRequiredWallet.set(null);
      }}
    />
  );
}

/**
 * Whether the connect modal is open or has been: from then on its link to the other ways to sign
 * in is named (kept while it closes, so the link does not vanish mid-fade).
 */
function useConnectModalAsked(): boolean {
  const open = useConnectModalOpen();
  const [asked, setAsked] = useState(open);
  if (open && !asked) setAsked(true);
  return asked || open;
}

/**
 * The wallet UI from @site/wallet-react (provider, connect modal, switch-chain and
 * action-required modals), loaded lazily once the connector exists. Its texts come from the
 * translation files' `wallet` section and its colours follow the site's appearance. The connect
 * modal's open state is `connectModal`, so the header can open it before this module has loaded.
 * With no wallet found, the modal links to /login for the other ways to sign in the server offers
 * (named from `/api/config`; no link when there are none). Inside the
 * Telegram mini app the connector is made with `embeddedIn`, so the modal only says why there is
 * no wallet and links to /login too.
 */
export default function WalletUi({ connector }: { connector: WalletConnector }): ReactNode {
  const { t, i18n } = useTranslation();
  const preference = useStore(appearancePreference);
  const environment = useStore(environmentAppearance);
  const language = i18n.resolvedLanguage ?? i18n.language;
  // The other ways are the server's (`/api/config`): the link names them, and is not offered when
  // there are none. Named once the modal is asked for, not when this mounts at start-up: naming
  // them makes the page's first Intl formatter, whose data took 160 ms at 4× CPU inside the first
  // render of `/`, a long task a visitor who never opens the modal paid for (docs/web/benchmarks.md,
  // "The first Intl formatter").
  const otherWays = useSignInWaysPhrase(['wallet'], useConnectModalAsked());
  const messages = useMemo(
    () => ({ ...toWalletMessages(t('wallet', { returnObjects: true })), ...(otherWays === null ? {} : { otherSignInLink: t('wallet.otherSignInLink', { ways: otherWays }) }) }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the section changes with the language
    [t, language, otherWays],
  );
  const navigate = useNavigate();
  useEffect(() => {
    walletUiMounted.set(true);
    return () => {
      walletUiMounted.set(false);
    };
  }, []);

  return (
    <WalletProvider connector={connector} connectModal={connectModal} messages={messages} theme={effectiveScheme(preference, environment.scheme)}>
      <ConnectModal
        termsUrl="/terms"
        privacyUrl="/privacy"
        {...(otherWays === null ? {} : { otherSignInUrl: '/login' })}
        onOtherSignIn={(event) => {
          // With no wallet found: the server's other ways are on /login, in this tab.
          event.preventDefault();
          connectModal.close();
          void navigate('/login');
        }}
      />
      <SwitchChainModal />
      <ActionRequired />
    </WalletProvider>
  );
}

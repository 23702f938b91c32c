import type { EIP1193Provider } from '@site/wallet-core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { setSignedIn } from '../account/account-store.ts';
import { apiErrorText } from '../api/api-error-text.ts';
import { useAccount } from '../account/use-account.ts';
import { usePublicConfig } from '../account/use-public-config.ts';
import { ApiError } from '@site/api-contract/client';
import { Announcement } from './announcement.tsx';
import { BusyStatus } from './busy-status.tsx';
import { LiveRegion } from './live-region.tsx';
import { LinkNeedsSignIn } from './link-needs-sign-in.tsx';
import { isLinkIntent } from './link-intent.ts';
import { signInWithWallet } from './sign-in-with-wallet.ts';
import { pathAfterSignIn } from './return-after-sign-in.ts';

type Step = { status: 'idle' } | { status: 'signing' } | { status: 'rejected' | 'pending' } | { status: 'failed'; error: unknown };

/**
 * The step after connecting: Sign-In with Ethereum with the connected wallet. Signs in and opens
 * the profile, or with `?link=1` adds the wallet to the signed-in account and returns to the
 * settings. A "no" in the wallet is a calm message with the same button to try again;
 * focus stays on that button and the messages are announced from live regions.
 */
export function WalletSignInStep({ provider, address }: { provider: Pick<EIP1193Provider, 'request'>; address: string }): ReactNode {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const link = isLinkIntent(search);
  const account = useAccount();
  const config = usePublicConfig();
  const [step, setStep] = useState<Step>({ status: 'idle' });

  if (config.status === 'ready' && !config.config.signIn.wallet) {
    return <Announcement tone="info"><p>{t('walletLogin.disabled')}</p></Announcement>;
  }
  if (account.status === 'unknown' || account.status === 'loading') return null;

  const signedIn = account.status === 'signed-in' ? account.account : null;
  const hasThisWallet = signedIn?.identities.some((identity) => identity.kind === 'wallet' && identity.label.toLowerCase() === address.toLowerCase()) ?? false;
  if (hasThisWallet) {
    return (
      <Announcement tone="success">
        <p>{link ? t('signIn.alreadyLinked') : t('walletLogin.alreadySignedIn')}</p>
        {link && <Link to="/setting">{t('signIn.toSetting')}</Link>}
      </Announcement>
    );
  }
  if (link && !signedIn) {
    return <LinkNeedsSignIn />;
  }

  const start = (): void => {
    if (step.status === 'signing') return;
    setStep({ status: 'signing' });
    void signInWithWallet({ provider, address, link }).then(async (outcome) => {
      if (outcome.status === 'signed-in') {
        setSignedIn(outcome.account);
        await navigate(link ? '/setting' : pathAfterSignIn());
      } else if (outcome.status === 'failed') setStep({ status: 'failed', error: outcome.error });
      else setStep({ status: outcome.status });
    });
  };

  const busy = step.status === 'signing';
  return (
    <section className="sign-in-step" aria-labelledby="wallet-sign-in-heading">
      <h2 id="wallet-sign-in-heading">{t(link ? 'walletLogin.linkHeading' : 'walletLogin.signInHeading')}</h2>
      <p>{t(link ? 'walletLogin.linkText' : 'walletLogin.signInText')}</p>
      {signedIn && !link && <p>{t('walletLogin.signedInAsOther', { name: signedIn.displayName })}</p>}
      <button type="button" className="button button--primary" onClick={start} aria-disabled={busy ? true : undefined}>
        {t(link ? 'walletLogin.linkButton' : 'walletLogin.signInButton')}
      </button>
      {busy && <BusyStatus label={t('walletLogin.signing')} />}
      <LiveRegion tone="info">{(step.status === 'rejected' || step.status === 'pending') && <p>{t(step.status === 'rejected' ? 'walletLogin.rejected' : 'walletLogin.pending')}</p>}</LiveRegion>
      <LiveRegion tone="error">
        {step.status === 'failed' && <p>{step.error instanceof ApiError ? apiErrorText(t, step.error) : t('walletLogin.walletFailed')}</p>}
      </LiveRegion>
    </section>
  );
}

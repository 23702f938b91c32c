import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Account } from '@site/api-contract';
import { setSignedIn } from '../account/account-store.ts';
import { BusyButton } from '../components/busy-button.tsx';
import { apiErrorText } from '../api/api-error-text.ts';
import { ApiError } from '@site/api-contract/client';
import { BusyStatus } from '../sign-in/busy-status.tsx';
import { LiveRegion } from '../sign-in/live-region.tsx';
import { useStore } from '../store/use-store.ts';
import { telegramState } from '../telegram/telegram-state.ts';
import { useGoAfterSignIn } from '../sign-in/use-sign-in-return.ts';

// TON Connect's UI (its wallet list and bridge) loads only when a player asks for it.
const TonConnectFlow = lazy(() => import('./ton-connect-flow.tsx'));

type Step = { status: 'idle' } | { status: 'connecting' } | { status: 'cancelled' } | { status: 'failed'; error: unknown } | { status: 'linked' };

/**
 * "Connect TON wallet" inside the Telegram mini app only (Telegram's rules allow wallets there
 * through TON Connect alone): signs in with the wallet's ton_proof, or with `link` adds the wallet to
 * the signed-in account. Signed in, the player goes back where sign-in started (or to /second-factor when the account has one).
 */
export function TonSignIn({ link = false }: { link?: boolean }): ReactNode {
  const { t } = useTranslation();
  const goAfterSignIn = useGoAfterSignIn();
  const insideTelegram = useStore(telegramState).status === 'ready';
  const [step, setStep] = useState<Step>({ status: 'idle' });
  if (!insideTelegram) return null;

  const connecting = step.status === 'connecting';
  const signedIn = (account: Account): void => {
    setSignedIn(account);
    if (link) setStep({ status: 'linked' });
    else void goAfterSignIn();
  };
  const failed = (error: unknown): void => {
    // The account store already sends a pending second factor to /second-factor.
    setStep(error instanceof ApiError && error.code === 'second_factor_pending' ? { status: 'idle' } : { status: 'failed', error });
  };

  return (
    <div className="ton-sign-in">
      <BusyButton
        busy={connecting}
        className={link ? 'button button--small' : 'button button--primary'}
        onClick={() => {
          setStep({ status: 'connecting' });
        }}
        aria-describedby={link ? undefined : 'ton-sign-in-hint'}
      >
        {t(link ? 'tonConnect.link' : 'tonConnect.signIn')}
      </BusyButton>
      {!link && (
        <p id="ton-sign-in-hint" className="hint">
          {t('tonConnect.signInHint')}
        </p>
      )}
      {connecting && (
        <>
          <BusyStatus label={t('tonConnect.waiting')} />
          <Suspense fallback={null}>
            <TonConnectFlow link={link} onSignedIn={signedIn} onCancelled={() => {
                setStep({ status: 'cancelled' });
              }} onFailed={failed} />
          </Suspense>
        </>
      )}
      <LiveRegion tone="info">{step.status === 'cancelled' && <p>{t('tonConnect.cancelled')}</p>}</LiveRegion>
      <LiveRegion tone="success">{step.status === 'linked' && <p>{t('tonConnect.linked')}</p>}</LiveRegion>
      <LiveRegion tone="error">{step.status === 'failed' && <p>{step.error instanceof ApiError ? apiErrorText(t, step.error) : t('tonConnect.failed')}</p>}</LiveRegion>
    </div>
  );
}

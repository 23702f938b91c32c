import type { Account, Identity, IdentityKind } from '@site/api-contract';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { apiErrorText } from '../../api/api-error-text.ts';
import { setSignedIn } from '../../account/account-store.ts';
import { isOnlyWayToSignIn } from '../../account/only-way-to-sign-in.ts';
import { usePublicConfig } from '../../account/use-public-config.ts';
import { api } from '../../api/api.ts';
import { ConfirmAction } from '../../components/confirm-action.tsx';
import { useIsMiniApp } from '../../telegram/mini-app.ts';
import { TonSignIn } from '../../ton/ton-sign-in.tsx';
import { AddEmailForm } from './add-email-form.tsx';

type Outcome = { kind: 'removed'; label: string } | { kind: 'failed'; error: unknown } | null;

/** The pages that link each kind of identity to the signed-in account (they honour `?link=1`). */
const linkPages: Record<Exclude<IdentityKind, 'email' | 'passkey' | 'ton'>, string> = {
  wallet: '/wallet-login?link=1',
  telegram: '/telegram-login?link=1',
  google: '/google-login?link=1',
  apple: '/apple-login?link=1',
};

/**
 * The ways to sign in: each with "Remove" (confirmed first), except the only one, which says why
 * it stays; and "Add" for the missing kinds.
 */
export function IdentitiesSection({ account }: { account: Account }): ReactNode {
  const { t } = useTranslation();
  const config = usePublicConfig();
  const miniApp = useIsMiniApp();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [focusId, setFocusId] = useState<string | null>(null);

  useEffect(() => {
    if (focusId !== null) document.getElementById(focusId)?.focus();
  }, [focusId, outcome]);

  const kindName = (identity: Identity): string => t(`account.kinds.${identity.kind}`);
  const removal = useMutation({
    mutationFn: (identity: Identity) => api.call('unlinkIdentity', { params: { id: identity.id } }),
    onSuccess: ({ account: updated }, identity) => {
      setSignedIn(updated);
      setOutcome({ kind: 'removed', label: `${kindName(identity)} ${identity.label}` });
      setFocusId('identities-outcome');
    },
    onError: (error) => {
      setOutcome({ kind: 'failed', error });
      setFocusId('identities-outcome');
    },
  });
  const remove = (identity: Identity): Promise<void> =>
    removal.mutateAsync(identity).then(
      () => undefined,
      () => undefined,
    );

  const onlyWay = isOnlyWayToSignIn(account);
  const present = new Set(account.identities.map((identity) => identity.kind));
  // Passkeys have a section of their own, with their names and use (PasskeysSection).
  const listed = account.identities.filter((identity) => identity.kind !== 'passkey');
  const signIn = config.status === 'ready' ? config.config.signIn : null;
  const enabled: Record<Exclude<IdentityKind, 'email' | 'passkey' | 'ton'>, boolean> = {
    // Inside a Telegram mini app no wallet is offered: Telegram allows mini apps no EVM wallet.
    wallet: (signIn?.wallet ?? true) && !miniApp,
    telegram: signIn?.telegram.enabled ?? false,
    google: signIn?.google ?? false,
    apple: signIn?.apple ?? false,
  };
  const missing = (Object.keys(linkPages) as (keyof typeof linkPages)[]).filter((kind) => !present.has(kind) && enabled[kind]);

  return (
    <section aria-labelledby="settings-identities">
      <h2 id="settings-identities">{t('account.identities')}</h2>
      <div
        id="identities-outcome"
        tabIndex={-1}
        role={outcome?.kind === 'failed' ? 'alert' : 'status'}
        className={outcome === null ? undefined : outcome.kind === 'failed' ? 'notice notice--error' : 'notice notice--success'}
      >
        {outcome?.kind === 'removed' && <p>{t('settings.identityRemoved', { identity: outcome.label })}</p>}
        {outcome?.kind === 'failed' && <p>{apiErrorText(t, outcome.error)}</p>}
      </div>
      <ul className="row-list" aria-labelledby="settings-identities">
        {listed.map((identity) => (
          <li key={identity.id} className="row-list__item">
            <span className="row-list__main">
              <strong>{kindName(identity)}</strong>
              <span className="mono">{identity.label}</span>
            </span>
            {onlyWay && <span className="hint">{t('settings.onlyWay')}</span>}
            {/* Inside Telegram a linked Core wallet is its address, nothing more (Telegram's rules for mini apps). */}
            {!onlyWay && !(miniApp && identity.kind === 'wallet') && (
            <ConfirmAction
              label={t('settings.remove')}
              buttonLabel={t('settings.removeIdentity', { identity: `${kindName(identity)} ${identity.label}` })}
              question={t('settings.confirmRemove', { identity: kindName(identity) })}
              questionLabel={t('settings.confirmRemove', { identity: `${kindName(identity)} ${identity.label}` })}
              confirmLabel={t('settings.remove')}
              cancelLabel={t('settings.cancel')}
              busy={removal.isPending}
              onAsk={() => {
                setOutcome(null);
              }}
              onConfirm={() => remove(identity)}
            />
            )}
          </li>
        ))}
      </ul>

      {missing.length > 0 && (
        <>
          <h3 id="add-identity-heading">{t('settings.addIdentity')}</h3>
          <ul className="actions link-actions" aria-labelledby="add-identity-heading">
            {missing.map((kind) => (
              <li key={kind}>
                <Link to={linkPages[kind]} className="button button--small">
                  {t(`settings.add.${kind}`)}
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
      {/* Inside the Telegram mini app only: a TON wallet is linked in place, through TON Connect. */}
      <TonSignIn link />
      {!present.has('email') && (signIn?.email ?? true) && <AddEmailForm />}
    </section>
  );
}

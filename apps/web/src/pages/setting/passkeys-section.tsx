import type { Account, Passkey } from '@site/api-contract';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../../api/api-error-text.ts';
import { setSignedIn } from '../../account/account-store.ts';
import { usePublicConfig } from '../../account/use-public-config.ts';
import { api } from '../../api/api.ts';
import { LoadingIndicator } from '../../components/loading-indicator.tsx';
import { LoadError } from '../../components/load-error.tsx';
import { passkeyAvailabilityHere } from '../../passkeys/passkey-availability.ts';
import { AddPasskeyForm } from './add-passkey-form.tsx';
import { PasskeyRow } from './passkey-row.tsx';

type ListState = { status: 'loading' } | { status: 'ready'; passkeys: Passkey[] } | { status: 'failed'; error: unknown };
type Outcome = { kind: 'added' | 'renamed' | 'removed'; name: string } | { kind: 'failed'; error: unknown } | null;

/**
 * "Passkeys": the account's passkeys (name, added, last used), each renamed or removed in place
 * (removing is unlinking its identity: the server keeps the last way to sign in, and says so), and
 * "Add a passkey" where this browser can make one for the server's domain; elsewhere, why not.
 */
export function PasskeysSection(): ReactNode {
  const { t } = useTranslation();
  const config = usePublicConfig();
  const [list, setList] = useState<ListState>({ status: 'loading' });
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [busyId, setBusyId] = useState<string | null>(null);

  const load = useCallback(() => {
    api.call('listPasskeys').then(
      ({ passkeys }) => {
        setList({ status: 'ready', passkeys });
      },
      (error: unknown) => {
        setList({ status: 'failed', error });
      },
    );
  }, []);
  useEffect(load, [load]);

  useEffect(() => {
    if (outcome !== null && outcome.kind !== 'added' && outcome.kind !== 'renamed') document.getElementById('passkeys-outcome')?.focus();
  }, [outcome]);

  const update = (change: (passkeys: Passkey[]) => Passkey[]): void => {
    setList((previous) => (previous.status === 'ready' ? { status: 'ready', passkeys: change(previous.passkeys) } : previous));
  };

  const remove = (passkey: Passkey): Promise<void> => {
    setBusyId(passkey.id);
    return api.call('unlinkIdentity', { params: { id: passkey.id } }).then(
      ({ account }) => {
        setSignedIn(account);
        update((passkeys) => passkeys.filter((entry) => entry.id !== passkey.id));
        setOutcome({ kind: 'removed', name: passkey.name });
        setBusyId(null);
      },
      (error: unknown) => {
        setOutcome({ kind: 'failed', error });
        setBusyId(null);
      },
    );
  };

  const added = (passkey: Passkey, account: Account): void => {
    setSignedIn(account);
    update((passkeys) => [...passkeys.filter((entry) => entry.id !== passkey.id), passkey]);
    setOutcome({ kind: 'added', name: passkey.name });
  };

  let content: ReactNode;
  if (list.status === 'loading') content = <LoadingIndicator label={t('common.loading')} />;
  else if (list.status === 'failed') content = <LoadError error={list.error} retry={load} />;
  else if (list.passkeys.length === 0) content = <p>{t('passkeys.none')}</p>;
  else {
    content = (
      <ul className="row-list" aria-labelledby="settings-passkeys">
        {list.passkeys.map((passkey) => (
          <PasskeyRow
            key={passkey.id}
            passkey={passkey}
            busy={busyId === passkey.id}
            onAsk={() => {
              setOutcome(null);
            }}
            onRenamed={(renamed) => {
              update((passkeys) => passkeys.map((entry) => (entry.id === renamed.id ? renamed : entry)));
              setOutcome({ kind: 'renamed', name: renamed.name });
            }}
            onRemove={() => remove(passkey)}
          />
        ))}
      </ul>
    );
  }

  const rpId = config.status === 'ready' ? config.config.signIn.passkeyRpId : null;
  const availability = config.status === 'ready' ? passkeyAvailabilityHere(rpId) : null;
  let adding: ReactNode = null;
  if (availability === 'usable') adding = <AddPasskeyForm onAdded={added} />;
  else if (availability === 'disabled') adding = <p className="hint">{t('errors.api.passkeys_disabled')}</p>;
  else if (availability === 'other-host') adding = <p className="hint">{t('passkeys.otherHost', { host: rpId })}</p>;
  else if (availability === 'unsupported') adding = <p className="hint">{t('passkeys.unsupported')}</p>;

  return (
    <section aria-labelledby="settings-passkeys">
      <h2 id="settings-passkeys">{t('passkeys.heading')}</h2>
      <p className="hint">{t('passkeys.intro')}</p>
      <div
        id="passkeys-outcome"
        tabIndex={-1}
        role={outcome?.kind === 'failed' ? 'alert' : 'status'}
        className={outcome === null ? undefined : outcome.kind === 'failed' ? 'notice notice--error' : 'notice notice--success'}
      >
        {outcome !== null && outcome.kind !== 'failed' && <p>{t(`passkeys.${outcome.kind}`, { name: outcome.name })}</p>}
        {outcome?.kind === 'failed' && <p>{apiErrorText(t, outcome.error)}</p>}
      </div>
      {content}
      {adding}
    </section>
  );
}

import type { Account, Passkey } from '@site/api-contract';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../../api/api-error-text.ts';
import { setSignedIn } from '../../account/account-store.ts';
import { isOnlyWayToSignIn } from '../../account/only-way-to-sign-in.ts';
import { usePublicConfig } from '../../account/use-public-config.ts';
import { apiQuery, useApiQuery } from '../../api/api-query.ts';
import { api } from '../../api/api.ts';
import { queryClient } from '../../api/query-client.ts';
import { QueryState } from '../../components/query-state.tsx';
import { passkeyAvailabilityHere } from '../../passkeys/passkey-availability.ts';
import { AddPasskeyForm } from './add-passkey-form.tsx';
import { PasskeyRow } from './passkey-row.tsx';

type Outcome = { kind: 'added' | 'renamed' | 'removed'; name: string } | { kind: 'failed'; error: unknown } | null;

/**
 * "Passkeys": the account's passkeys (name, added, last used), each renamed or removed in place
 * (removing is unlinking its identity; the account's only way to sign in is never offered for removal), and
 * "Add a passkey" where this browser can make one for the server's domain; elsewhere, why not.
 */
export function PasskeysSection({ account: current }: { account: Account }): ReactNode {
  const { t } = useTranslation();
  const config = usePublicConfig();
  const query = useApiQuery('listPasskeys', []);
  const [outcome, setOutcome] = useState<Outcome>(null);

  useEffect(() => {
    if (outcome !== null && outcome.kind !== 'added' && outcome.kind !== 'renamed') document.getElementById('passkeys-outcome')?.focus();
  }, [outcome]);

  // A change the server answered is written into the cached list (no second read).
  const update = (change: (passkeys: Passkey[]) => Passkey[]): void => {
    queryClient.setQueryData(apiQuery('listPasskeys').queryKey, (previous) => previous && { passkeys: change(previous.passkeys) });
  };

  const removal = useMutation({
    mutationFn: (passkey: Passkey) => api.call('unlinkIdentity', { params: { id: passkey.id } }),
    onSuccess: ({ account }, passkey) => {
      setSignedIn(account);
      update((passkeys) => passkeys.filter((entry) => entry.id !== passkey.id));
      setOutcome({ kind: 'removed', name: passkey.name });
    },
    onError: (error) => {
      setOutcome({ kind: 'failed', error });
    },
  });
  const remove = (passkey: Passkey): Promise<void> => removal.mutateAsync(passkey).then(
    () => undefined,
    () => undefined,
  );

  const added = (passkey: Passkey, account: Account): void => {
    setSignedIn(account);
    update((passkeys) => [...passkeys.filter((entry) => entry.id !== passkey.id), passkey]);
    setOutcome({ kind: 'added', name: passkey.name });
  };

  const list = ({ passkeys }: { passkeys: Passkey[] }): ReactNode =>
    passkeys.length === 0 ? (
      <p>{t('passkeys.none')}</p>
    ) : (
      <ul className="row-list" aria-labelledby="settings-passkeys">
        {passkeys.map((passkey) => (
          <PasskeyRow
            key={passkey.id}
            passkey={passkey}
            busy={removal.isPending && removal.variables.id === passkey.id}
            removable={!isOnlyWayToSignIn(current)}
            onAsk={() => {
              setOutcome(null);
            }}
            onRenamed={(renamed) => {
              update((entries) => entries.map((entry) => (entry.id === renamed.id ? renamed : entry)));
              setOutcome({ kind: 'renamed', name: renamed.name });
            }}
            onRemove={() => remove(passkey)}
          />
        ))}
      </ul>
    );

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
      <QueryState query={query}>{list}</QueryState>
      {adding}
    </section>
  );
}

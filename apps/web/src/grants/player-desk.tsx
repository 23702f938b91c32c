import type { Account } from '@site/api-contract';
import { useId, useRef, useState, type ReactNode, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../api/api.ts';
import { Field } from '../forms/field.tsx';
import type { Problem } from '../forms/field-problem.ts';
import { FormProblem, SubmitButton } from '../forms/form-messages.tsx';
import { FoundPlayer } from './found-player.tsx';
import type { FoundAccount } from './grant-form.tsx';


/**
 * /admin's players: find one by e-mail, display name, wallet address or account id, and (admins)
 * grant them coins or points. The server decides both: moderators may search, only admins grant.
 */
export function PlayerDesk({ role }: { role: Account['role'] }): ReactNode {
  const { t } = useTranslation();
  const id = useId();
  const queryRef = useRef<HTMLInputElement>(null);
  const problemRef = useRef<HTMLDivElement>(null);
  const [found, setFound] = useState<{ query: string; accounts: FoundAccount[] } | null>(null);
  const [busy, setBusy] = useState(false);
  const [queryProblem, setQueryProblem] = useState<Problem | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);

  const search = async (query: string): Promise<void> => {
    setBusy(true);
    setProblem(null);
    try {
      const { accounts } = await api.call('searchAccounts', { query: { q: query } });
      setFound({ query, accounts });
    } catch (error) {
      setProblem({ error });
      requestAnimationFrame(() => problemRef.current?.focus());
    } finally {
      setBusy(false);
    }
  };

  const onSubmit = (event: SubmitEvent<HTMLFormElement>): void => {
    event.preventDefault();
    if (busy) return;
    const given = new FormData(event.currentTarget).get('q');
    const query = typeof given === 'string' ? given.trim() : '';
    if (query === '') {
      setQueryProblem({ key: 'players.queryRequired' });
      queryRef.current?.focus();
      return;
    }
    setQueryProblem(null);
    void search(query);
  };

  const headingId = `${id}-heading`;
  return (
    <section aria-labelledby={headingId} className="player-desk">
      <h2 id={headingId}>{t('players.heading')}</h2>
      <p>{role === 'admin' ? t('players.introAdmin') : t('players.introModerator')}</p>
      <form className="form player-desk__search" role="search" aria-label={t('players.searchLabel')} noValidate onSubmit={onSubmit}>
        <Field label={t('players.query')} hint={t('players.queryHint')} problem={queryProblem}>
          {(control) => <input ref={queryRef} {...control} name="q" type="search" className="input" maxLength={200} autoComplete="off" spellCheck={false} autoCapitalize="none" />}
        </Field>
        <SubmitButton busy={busy}>{t('players.search')}</SubmitButton>
      </form>
      <FormProblem problem={problem} problemRef={problemRef} />
      <div role="status">
        {found && (
          <p className="hint" data-testid="player-search-count">
            {t('players.found', { count: found.accounts.length, query: found.query })}
          </p>
        )}
      </div>
      {found && found.accounts.length > 0 && (
        <ul className="player-desk__results">
          {found.accounts.map((account) => (
            <li key={account.id}>
              <FoundPlayer
                account={account}
                canGrant={role === 'admin'}
                onGranted={() => {
                  void search(found.query);
                }}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

import type { Account } from '@site/api-contract';
import { useEffect, useId, useRef, useState, type ReactNode, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiQuery } from '../api/api-query.ts';
import { Field } from '../forms/field.tsx';
import type { Problem } from '../forms/field-problem.ts';
import { FormProblem, SubmitButton } from '../forms/form-messages.tsx';
import { FoundPlayer } from './found-player.tsx';

/**
 * /admin's players: find one by e-mail, display name, wallet address or account id, and (admins)
 * grant them coins or points. The server decides both: moderators may search, only admins grant.
 * The search is a read of the query cache (`searchAccounts` with the text asked); a grant asks it again.
 */
export function PlayerDesk({ role }: { role: Account['role'] }): ReactNode {
  const { t } = useTranslation();
  const id = useId();
  const queryRef = useRef<HTMLInputElement>(null);
  const problemRef = useRef<HTMLDivElement>(null);
  const [asked, setAsked] = useState<string | null>(null);
  const [queryProblem, setQueryProblem] = useState<Problem | null>(null);
  // The last answer stays shown while the next search loads; a failed one says why above it.
  const search = useApiQuery('searchAccounts', [{ query: { q: asked ?? '' } }], { enabled: asked !== null, keepPrevious: true });
  const busy = search.isFetching;
  const failed = search.isError && !search.isFetching;

  useEffect(() => {
    if (failed) problemRef.current?.focus();
  }, [failed]);

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
    // The same text again is asked again: the server's answer may have changed.
    if (query === asked) void search.refetch();
    else setAsked(query);
  };

  const found = asked !== null && search.data !== undefined && !search.isPlaceholderData ? { query: asked, accounts: search.data.accounts } : null;
  const shown = search.data?.accounts ?? [];
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
      <FormProblem problem={failed ? { error: search.error } : null} problemRef={problemRef} />
      <div role="status">
        {found && (
          <p className="hint" data-testid="player-search-count">
            {t('players.found', { count: found.accounts.length, query: found.query })}
          </p>
        )}
      </div>
      {shown.length > 0 && (
        <ul className="player-desk__results">
          {shown.map((account) => (
            <li key={account.id}>
              <FoundPlayer account={account} canGrant={role === 'admin'} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

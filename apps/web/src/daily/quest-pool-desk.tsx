import { questKinds, type QuestKind, type QuestPoolEntry } from '@site/api-contract';
import { useMutation } from '@tanstack/react-query';
import { useState, type ReactNode, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../api/api.ts';
import { apiErrorText } from '../api/api-error-text.ts';
import { invalidateApiQueries, useApiQuery } from '../api/api-query.ts';
import { QueryState } from '../components/query-state.tsx';

type Change = { entry: number; body: { target?: number; reward?: number; enabled?: boolean } };

/**
 * /admin's daily quest pool, for admins (the server refuses anyone else): every entry with its
 * target and reward to change and a switch to enable or disable it, and a form to add one
 * (docs/api/daily-streak-and-quests.md).
 */
export function QuestPoolDesk(): ReactNode {
  const { t } = useTranslation();
  const pool = useApiQuery('listQuestPool', []);
  const reload = (): void => {
    void invalidateApiQueries('listQuestPool', 'getDailyQuests');
  };
  const change = useMutation({ mutationFn: ({ entry, body }: Change) => api.call('updateQuestPoolEntry', { params: { entry: String(entry) }, body }), onSettled: reload });
  const error = change.error;
  return (
    <section className="admin-section" aria-labelledby="quest-pool-heading">
      <h2 id="quest-pool-heading">{t('daily.pool.heading')}</h2>
      <p>{t('daily.pool.intro')}</p>
      {error && (
        <p className="notice notice--error" role="alert">
          {apiErrorText(t, error)}
        </p>
      )}
      <QueryState query={pool}>
        {({ entries }) =>
          entries.length === 0 ? (
            <p>{t('daily.pool.empty')}</p>
          ) : (
            <ul className="quest-pool">
              {entries.map((entry) => (
                <PoolEntry
                  key={entry.id}
                  entry={entry}
                  busy={change.isPending}
                  onChange={(body) => {
                    change.mutate({ entry: entry.id, body });
                  }}
                />
              ))}
            </ul>
          )
        }
      </QueryState>
      <AddEntryForm onAdded={reload} />
    </section>
  );
}

function PoolEntry({ entry, busy, onChange }: { entry: QuestPoolEntry; busy: boolean; onChange: (body: Change['body']) => void }): ReactNode {
  const { t } = useTranslation();
  const [target, setTarget] = useState(String(entry.target));
  const [reward, setReward] = useState(String(entry.reward));
  const save = (event: SubmitEvent<HTMLFormElement>): void => {
    event.preventDefault();
    onChange({ target: Number(target), reward: Number(reward) });
  };
  const label = `${t(`daily.pool.kinds.${entry.kind}`)}${entry.gameId ? ` (${entry.gameId})` : ''}`;
  return (
    <li className="quest-pool__entry" data-testid="quest-pool-entry" data-enabled={entry.enabled}>
      {/* A group named by its quest, not a named form: several entries may share a kind, and landmarks need unique names. */}
      <form onSubmit={save}>
        <fieldset className="quest-pool__fields">
        <legend>{label}</legend>
        <label>
          {t('daily.pool.target')} <input type="number" min={1} max={1_000_000_000} required value={target} onChange={(event) => { setTarget(event.target.value); }} />
        </label>
        <label>
          {t('daily.pool.reward')} <input type="number" min={0} max={1_000_000_000} required value={reward} onChange={(event) => { setReward(event.target.value); }} />
        </label>
        <button type="submit" className="button button--small" disabled={busy}>
          {t('daily.pool.save')}
        </button>
        <button type="button" className="button button--small" disabled={busy} onClick={() => { onChange({ enabled: !entry.enabled }); }}>
          {entry.enabled ? t('daily.pool.disable') : t('daily.pool.enable')}
        </button>
        </fieldset>
      </form>
    </li>
  );
}

function AddEntryForm({ onAdded }: { onAdded: () => void }): ReactNode {
  const { t } = useTranslation();
  const [kind, setKind] = useState<QuestKind>('finish_runs');
  const [target, setTarget] = useState('1');
  const [reward, setReward] = useState('10');
  const [gameId, setGameId] = useState('levels');
  const add = useMutation({
    mutationFn: () => api.call('createQuestPoolEntry', { body: { kind, target: Number(target), reward: Number(reward), ...(kind === 'reach_score' ? { gameId } : {}) } }),
    onSuccess: onAdded,
  });
  const submit = (event: SubmitEvent<HTMLFormElement>): void => {
    event.preventDefault();
    add.mutate();
  };
  return (
    <form className="quest-pool__add" onSubmit={submit} aria-label={t('daily.pool.add')}>
      <label>
        {t('daily.pool.kind')}{' '}
        <select value={kind} onChange={(event) => { setKind(event.target.value as QuestKind); }}>
          {questKinds.map((value) => (
            <option key={value} value={value}>
              {t(`daily.pool.kinds.${value}`)}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('daily.pool.target')} <input type="number" min={1} max={1_000_000_000} required value={target} onChange={(event) => { setTarget(event.target.value); }} />
      </label>
      {kind === 'reach_score' && (
        <label>
          {t('daily.pool.game')} <input type="text" maxLength={40} required value={gameId} onChange={(event) => { setGameId(event.target.value); }} />
        </label>
      )}
      <label>
        {t('daily.pool.reward')} <input type="number" min={0} max={1_000_000_000} required value={reward} onChange={(event) => { setReward(event.target.value); }} />
      </label>
      <button type="submit" className="button" disabled={add.isPending}>
        {t('daily.pool.add')}
      </button>
      {add.error && (
        <p className="notice notice--error" role="alert">
          {apiErrorText(t, add.error)}
        </p>
      )}
    </form>
  );
}

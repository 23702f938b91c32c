import type { MyGame, RunBounds } from '@site/api-contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { invalidateApiQueries, useApiQuery } from '../api/api-query.ts';
import { api } from '../api/api.ts';
import { QueryState } from '../components/query-state.tsx';
import { Field } from '../forms/field.tsx';
import { FormProblem, FormResult, SubmitButton } from '../forms/form-messages.tsx';
import { useAccountForm, type FieldProblems, type FormValues } from '../forms/use-account-form.ts';
import '../components/data-table.css';
import { MismatchedRuns } from './mismatched-runs.tsx';

const boundNames = ['maxScore', 'maxPointsPerSecond', 'minRunSeconds', 'maxRunSeconds'] as const satisfies readonly (keyof RunBounds)[];
/** The least each bound may be, as the server checks it (packages/api-contract, `RunBounds`). */
const least: Record<keyof RunBounds, number> = { maxScore: 0, maxPointsPerSecond: 1, minRunSeconds: 0, maxRunSeconds: 1 };
const most: Record<keyof RunBounds, number> = { maxScore: 1_000_000_000, maxPointsPerSecond: 1_000_000_000, minRunSeconds: 86_400, maxRunSeconds: 604_800 };

/** A field's value as a bound: blank is no bound; anything else a whole number in its range, or a problem. */
function boundOf(name: keyof RunBounds, value: string | undefined): { bound: number | null } | { problem: FieldProblems[string] } {
  const text = value?.trim() ?? '';
  if (text === '') return { bound: null };
  const bound = Number(text);
  if (!/^\d+$/.test(text) || bound < least[name] || bound > most[name]) return { problem: { key: 'runBounds.outOfRange', values: { least: least[name], most: most[name] } } };
  return { bound };
}

function boundsOf(values: FormValues): { bounds: RunBounds; problems: FieldProblems } {
  const bounds: RunBounds = { maxScore: null, maxPointsPerSecond: null, minRunSeconds: null, maxRunSeconds: null };
  const problems: FieldProblems = {};
  for (const name of boundNames) {
    const read = boundOf(name, values[name]);
    if ('problem' in read) problems[name] = read.problem;
    else bounds[name] = read.bound;
  }
  if (!problems.minRunSeconds && bounds.minRunSeconds !== null && bounds.maxRunSeconds !== null && bounds.minRunSeconds > bounds.maxRunSeconds) {
    problems.minRunSeconds = { key: 'runBounds.minAboveMax' };
  }
  return { bounds, problems };
}

/**
 * /my-games: the plausibility bounds of a game (docs/api/plausibility-bounds.md), each
 * blank for none, and the runs held outside them over the last 30 days with the reason: a held run
 * pays nothing and counts on no board, league, quest, streak or achievement; then the runs whose
 * replay did not match (`mismatched-runs.tsx`).
 */
export function RunBoundsDesk({ game }: { game: MyGame }): ReactNode {
  const { t, i18n } = useTranslation();
  const query = useApiQuery('getRunBounds', [{ params: { game: game.id } }]);
  const form = useAccountForm({
    validate: (values) => boundsOf(values).problems,
    submit: async (values) => {
      await api.call('setRunBounds', { params: { game: game.id }, body: boundsOf(values).bounds });
      // The highest score bounds the achievements too: those it puts out of reach are marked at once (achievements-desk.tsx).
      await invalidateApiQueries('getRunBounds', 'listMyGameAchievements');
    },
  });
  const headingId = `run-bounds-${game.id}`;
  const number = new Intl.NumberFormat(i18n.resolvedLanguage ?? i18n.language);
  const when = new Intl.DateTimeFormat(i18n.resolvedLanguage ?? i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <section aria-labelledby={`${headingId} my-game-${game.id}`} data-testid="run-bounds-desk">
      <h3 id={headingId}>{t('runBounds.heading')}</h3>
      <p className="hint">{t('runBounds.hint')}</p>
      <QueryState query={query} loadingLabel={t('runBounds.loading')}>
        {({ bounds, held, mismatched }) => (
          <>
            <form className="form" {...form.formProps} aria-labelledby={`${headingId} my-game-${game.id}`}>
              <FormProblem problem={form.formProblem} problemRef={form.problemRef} />
              {boundNames.map((name) => (
                <Field key={name} label={t(`runBounds.${name}`)} hint={t(`runBounds.${name}Hint`)} problem={form.fieldProblems[name]} optional>
                  {(control) => <input {...control} name={name} className="input" type="text" inputMode="numeric" autoComplete="off" defaultValue={bounds[name] === null ? '' : String(bounds[name])} />}
                </Field>
              ))}
              {form.status === 'done' && (
                <FormResult resultRef={form.resultRef}>
                  <p>{t('runBounds.saved')}</p>
                </FormResult>
              )}
              <div className="actions">
                <SubmitButton busy={form.status === 'busy'} primary={false}>
                  {t('runBounds.save')}
                </SubmitButton>
              </div>
            </form>
            <h4 id={`${headingId}-held`}>{t('runBounds.heldHeading', { count: held.total })}</h4>
            {held.recent.length === 0 ? (
              <p data-testid="held-runs-none">{t('runBounds.heldNone')}</p>
            ) : (
              <div className="table-scroll" role="region" aria-labelledby={`${headingId}-held`} tabIndex={0}>
                <table className="data-table" data-testid="held-runs">
                  <thead>
                    <tr>
                      <th scope="col">{t('runBounds.finishedAt')}</th>
                      <th scope="col">{t('runBounds.score')}</th>
                      <th scope="col">{t('runBounds.seconds')}</th>
                      <th scope="col">{t('runBounds.reason')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {held.recent.map((run) => (
                      <tr key={run.run}>
                        <td>{when.format(new Date(run.finishedAt))}</td>
                        <td className="data-table__number">{number.format(run.score)}</td>
                        <td>{number.format(run.seconds)}</td>
                        <td>{t(`runBounds.reasons.${run.reason}`)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
            <MismatchedRuns headingId={`${headingId}-mismatched`} mismatched={mismatched} />
          </>
        )}
      </QueryState>
    </section>
  );
}

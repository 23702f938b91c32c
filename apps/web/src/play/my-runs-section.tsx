import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useApiQuery } from '../api/api-query.ts';
import { QueryState } from '../components/query-state.tsx';
import { useAmountText } from '../economy/use-amount-text.ts';
import '../components/data-table.css';

/**
 * The profile's section of the player's last finished runs: the game and level with when it
 * finished below them, the score, the coins paid, and for a run held outside its game's
 * plausibility bounds, that it was held and why (docs/api/plausibility-bounds.md). Three columns,
 * so that the table fits a 390 px phone in Spanish too, with nothing to scroll sideways.
 */
export function MyRunsSection(): ReactNode {
  const { t, i18n } = useTranslation();
  const query = useApiQuery('listMyRuns', []);
  const amountText = useAmountText();
  const number = new Intl.NumberFormat(i18n.resolvedLanguage ?? i18n.language);
  const when = new Intl.DateTimeFormat(i18n.resolvedLanguage ?? i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <section aria-labelledby="profile-runs" data-testid="my-runs">
      <h2 id="profile-runs">{t('myRuns.heading')}</h2>
      <QueryState query={query} loadingLabel={t('myRuns.loading')}>
        {({ runs }) =>
          runs.length === 0 ? (
            <p>{t('myRuns.none')}</p>
          ) : (
            <div className="table-scroll" role="group" aria-labelledby="profile-runs" tabIndex={0}>
              <table className="data-table">
                <thead>
                  <tr>
                    <th scope="col">{t('myRuns.game')}</th>
                    <th scope="col">{t('myRuns.score')}</th>
                    <th scope="col">{t('myRuns.paid')}</th>
                  </tr>
                </thead>
                <tbody>
                  {runs.map((run) => (
                    <tr key={run.id} data-testid="my-run" data-held={run.held ?? undefined}>
                      <th scope="row">
                        <Link to={run.level === null ? `/games/${run.game}` : `/games/${run.game}?level=${String(run.level)}`}>
                          {run.level === null ? run.title : t('myRuns.gameLevel', { game: run.title, level: run.level })}
                        </Link>
                        <span className="hint data-table__detail">
                          <time dateTime={run.finishedAt}>{t('myRuns.finishedAt', { when: when.format(new Date(run.finishedAt)) })}</time>
                        </span>
                      </th>
                      <td className="data-table__number">{number.format(run.score)}</td>
                      <td>{run.held === null ? amountText('game_coin', run.coinsPaid) : <span className="run-held">{t('myRuns.held', { reason: t(`runBounds.reasons.${run.held}`) })}</span>}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )
        }
      </QueryState>
    </section>
  );
}

import type { ResponseOf } from '@site/api-contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import '../components/data-table.css';

/**
 * /my-games, under the held runs: the game's runs whose replay record, played again, did not make
 * the score they claimed (docs/replays.md), with the score the replay made. Their reward was taken
 * back and their board entries removed.
 */
export function MismatchedRuns({ headingId, mismatched }: { headingId: string; mismatched: ResponseOf<'getRunBounds'>['mismatched'] }): ReactNode {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const number = new Intl.NumberFormat(language);
  const when = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <>
      <h4 id={headingId}>{t('runBounds.mismatchedHeading', { count: mismatched.total })}</h4>
      <p className="hint">{t('runBounds.mismatchedHint')}</p>
      {mismatched.recent.length === 0 ? (
        <p data-testid="mismatched-runs-none">{t('runBounds.mismatchedNone')}</p>
      ) : (
        <div className="table-scroll" role="region" aria-labelledby={headingId} tabIndex={0}>
          <table className="data-table" data-testid="mismatched-runs">
            <thead>
              <tr>
                <th scope="col">{t('runBounds.finishedAt')}</th>
                <th scope="col">{t('runBounds.claimedScore')}</th>
                <th scope="col">{t('runBounds.replayedScore')}</th>
                <th scope="col">{t('runBounds.version')}</th>
              </tr>
            </thead>
            <tbody>
              {mismatched.recent.map((run) => (
                <tr key={run.run}>
                  <td>{when.format(new Date(run.finishedAt))}</td>
                  <td className="data-table__number">{number.format(run.score)}</td>
                  <td className="data-table__number">{run.replayedScore === null ? t('runBounds.replayNeverFinished') : number.format(run.replayedScore)}</td>
                  <td>{number.format(run.version)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}

import type { LeaderboardEntry } from '@site/api-contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './board-table.css';
import { RankTableHead } from './rank-table-head.tsx';

/**
 * A board's rows (game-leaderboard.tsx loads it lazily: the table is drawn once the board's answer
 * is in, off the game page's first-paint path). A row whose run the site replayed to its score
 * carries a small check labelled as such (docs/replays.md).
 */
export default function BoardTable({ entries, caption }: { entries: readonly LeaderboardEntry[]; caption: string }): ReactNode {
  const { t, i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.resolvedLanguage ?? i18n.language);
  const verified = t('leaderboard.verified');
  return (
    <table className="leaderboard__table" data-testid="leaderboard-table">
      <caption className="visually-hidden">{caption}</caption>
      <RankTableHead what={t('leaderboard.player')} />
      <tbody>
        {entries.map((entry) => (
          <tr key={`${String(entry.rank)}-${entry.displayName}`} className={entry.you ? 'leaderboard__row leaderboard__row--you' : 'leaderboard__row'} aria-current={entry.you ? 'true' : undefined} data-testid={entry.you ? 'leaderboard-you' : undefined}>
            <td>{t('leaderboard.rankValue', { rank: entry.rank })}</td>
            <th scope="row">
              <bdi>{entry.displayName}</bdi>
              {entry.you && <span className="leaderboard__you-tag"> {t('leaderboard.you')}</span>}
              {entry.verified && (
                <span className="leaderboard__verified" role="img" aria-label={verified} title={verified} data-testid="leaderboard-verified">
                  ✓
                </span>
              )}
            </th>
            <td className="leaderboard__score">{number.format(entry.score)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

import type { MyLeaderboardRank } from '@site/api-contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useApiQuery } from '../api/api-query.ts';
import { QueryState } from '../components/query-state.tsx';
import './leaderboard.css';
import { RankTableHead } from './rank-table-head.tsx';

/** The profile's section of the player's best ranks on the all-time boards, best first, each a link to its game. */
export function MyRanksSection({ accountId }: { accountId: string }): ReactNode {
  const { t, i18n } = useTranslation();
  const query = useApiQuery('getMyLeaderboardRanks', [{ query: { period: 'all' } }], { enabled: accountId !== '' });
  const number = new Intl.NumberFormat(i18n.resolvedLanguage ?? i18n.language);
  const ranksTable = ({ ranks }: { ranks: readonly MyLeaderboardRank[] }): ReactNode =>
    ranks.length === 0 ? (
      <p data-testid="my-ranks-empty">{t('leaderboard.mine.empty')}</p>
    ) : (
      <table className="leaderboard__table" data-testid="my-ranks">
        <RankTableHead what={t('leaderboard.mine.board')} />
        <tbody>
          {ranks.map((rank) => (
            <tr key={`${rank.game}-${String(rank.level)}`} className="leaderboard__row">
              <td>{t('leaderboard.rankValue', { rank: rank.rank })}</td>
              <th scope="row">
                <Link to={rank.level === null ? `/games/${rank.game}` : `/games/${rank.game}?level=${String(rank.level)}`}>
                  {rank.level === null ? rank.gameTitle : t('leaderboard.mine.gameLevel', { game: rank.gameTitle, level: rank.level })}
                </Link>
              </th>
              <td className="leaderboard__score">{number.format(rank.score)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    );
  return (
    <section aria-labelledby="profile-ranks" className="my-ranks">
      <h2 id="profile-ranks">{t('leaderboard.mine.heading')}</h2>
      <QueryState query={query} loadingLabel={t('leaderboard.loading')}>
        {ranksTable}
      </QueryState>
    </section>
  );
}

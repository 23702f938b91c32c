import type { LeagueTable as LeagueTableData } from '@site/api-contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A cohort's table: place, player, points and the zone each place is in (promotion, demotion), the player's own row marked. */
export function LeagueTable({ table, caption }: { table: LeagueTableData; caption: string }): ReactNode {
  const { t, i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.resolvedLanguage ?? i18n.language);
  return (
    <table className="leaderboard__table league__table" data-testid="league-table">
      <caption className="league__caption">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('leaderboard.rank')}</th>
          <th scope="col">{t('leaderboard.player')}</th>
          <th scope="col" className="leaderboard__score">
            {t('league.points')}
          </th>
          <th scope="col">{t('league.zone')}</th>
        </tr>
      </thead>
      <tbody>
        {table.rows.map((row) => (
          <tr
            key={row.place}
            className={`leaderboard__row league__row--${row.outcome}${row.you ? ' leaderboard__row--you' : ''}`}
            aria-current={row.you ? 'true' : undefined}
            data-testid={row.you ? 'league-you' : undefined}
          >
            <td>{t('leaderboard.rankValue', { rank: row.place })}</td>
            <th scope="row">
              <bdi>{row.displayName}</bdi>
              {row.you && <span className="leaderboard__you-tag"> {t('leaderboard.you')}</span>}
            </th>
            <td className="leaderboard__score">{number.format(row.points)}</td>
            <td>{t(`league.outcome.${table.closed ? 'closed' : 'open'}.${row.outcome}`, { coins: number.format(Number(row.reward)) })}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

import type { LeagueCircle } from '@site/api-contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useApiQuery } from '../api/api-query.ts';
import { QueryState } from '../components/query-state.tsx';
import { countryName } from '../i18n/country-names.ts';

/** This week's points among friends or in a country: place, player, tier and points, the player's own row marked. */
function CircleTable({ circle, caption }: { circle: LeagueCircle; caption: string }): ReactNode {
  const { t, i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.resolvedLanguage ?? i18n.language);
  return (
    <table className="leaderboard__table league__table" data-testid="league-circle-table">
      <caption className="league__caption">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('leaderboard.rank')}</th>
          <th scope="col">{t('leaderboard.player')}</th>
          <th scope="col">{t('league.tierColumn')}</th>
          <th scope="col" className="leaderboard__score">
            {t('league.points')}
          </th>
        </tr>
      </thead>
      <tbody>
        {circle.rows.map((row) => (
          <tr key={row.place} className={row.you ? 'leaderboard__row leaderboard__row--you' : 'leaderboard__row'} aria-current={row.you ? 'true' : undefined}>
            <td>{t('leaderboard.rankValue', { rank: row.place })}</td>
            <th scope="row">
              <bdi>{row.displayName}</bdi>
              {row.you && <span className="leaderboard__you-tag"> {t('leaderboard.you')}</span>}
            </th>
            <td>{t(`league.tier.${row.tier}`)}</td>
            <td className="leaderboard__score">{number.format(row.points)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The week's league among the player's friends (linked by an invite, either way). */
export function FriendsLeague(): ReactNode {
  const { t } = useTranslation();
  const query = useApiQuery('getLeagueFriends', []);
  return (
    <QueryState query={query} loadingLabel={t('league.loadingCircle')}>
      {(circle) =>
        circle.rows.length === 0 ? (
          <p data-testid="league-circle-empty">
            {t('league.emptyFriends')} <Link to="/invite-users">{t('leaderboard.inviteFriends')}</Link>
          </p>
        ) : (
          <CircleTable circle={circle} caption={t('league.friendsCaption')} />
        )
      }
    </QueryState>
  );
}

/** The week's league in the country the player chose; a prompt to choose one until they have. */
export function CountryLeague(): ReactNode {
  const { t, i18n } = useTranslation();
  const query = useApiQuery('getLeagueCountry', []);
  const language = i18n.resolvedLanguage ?? i18n.language;
  return (
    <QueryState query={query} loadingLabel={t('league.loadingCircle')}>
      {(circle) => {
        if (circle.country === null) {
          return (
            <p data-testid="league-choose-country">
              {t('league.chooseCountry')} <Link to="/setting#country">{t('leaderboard.chooseCountryLink')}</Link>
            </p>
          );
        }
        const country = countryName(circle.country, language);
        return circle.rows.length === 0 ? <p data-testid="league-circle-empty">{t('league.emptyCountry', { country })}</p> : <CircleTable circle={circle} caption={t('league.countryCaption', { country })} />;
      }}
    </QueryState>
  );
}

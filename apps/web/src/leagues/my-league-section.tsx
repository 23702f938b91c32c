import type { MyLeague } from '@site/api-contract';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiQuery } from '../api/api-query.ts';
import { QueryState } from '../components/query-state.tsx';
import { ChoiceButtons } from '../leaderboards/choice-buttons.tsx';
import '../leaderboards/leaderboard.css';
import './league.css';
import { CountryLeague, FriendsLeague } from './league-circle.tsx';
import { leagueEndsText } from './league-ends-text.ts';
import { LeagueTable } from './league-table.tsx';
import { SharePromotionButton } from './share-promotion-button.tsx';

/** Whose points the section shows: the player's cohort, their friends, or their country. */
const leagueViews = ['cohort', 'friends', 'country'] as const;
type LeagueView = (typeof leagueViews)[number];

/**
 * The profile's weekly league: the player's tier, how long the week has left (counted from the
 * server's clock, which the answer carries, not the device's), this week's cohort with its
 * promotion and demotion zones, and how last week ended.
 */
export function MyLeagueSection({ accountId }: { accountId: string }): ReactNode {
  const { t, i18n } = useTranslation();
  const query = useApiQuery('getMyLeague', [], { enabled: accountId !== '' });
  const [view, setView] = useState<LeagueView>('cohort');
  const language = i18n.resolvedLanguage ?? i18n.language;
  const tierName = (tier: MyLeague['tier']): string => t(`league.tier.${tier}`);
  const league = (data: MyLeague): ReactNode => {
    const mine = data.previous?.rows.find((row) => row.you);
    const coins = mine === undefined ? '' : new Intl.NumberFormat(language).format(Number(mine.reward));
    return (
      <>
        <p className="league__summary">
          <span data-testid="league-tier">{t('league.yourTier', { tier: tierName(data.tier) })}</span>{' '}
          <span data-testid="league-ends">{leagueEndsText(t, data, language)}</span>
        </p>
        <ChoiceButtons label={t('league.viewLabel')} values={leagueViews} chosen={view} text={(value) => t(`league.view.${value}`)} onChoose={setView} testId="league-views" />
        {view === 'friends' ? (
          <FriendsLeague />
        ) : view === 'country' ? (
          <CountryLeague />
        ) : data.current === null ? (
          <p data-testid="league-not-placed">{t('league.notPlaced')}</p>
        ) : (
          <LeagueTable table={data.current} caption={t('league.thisWeek', { tier: tierName(data.current.tier) })} />
        )}
        {data.previous !== null && mine !== undefined && (
          <>
            <p className="league__last-week" data-testid="league-last-week">
              {t(`league.lastWeek.${data.previous.closed ? 'closed' : 'open'}.${mine.outcome}`, {
                place: mine.place,
                tier: tierName(data.previous.tier),
                coins,
              })}
            </p>
            {data.previous.closed && mine.outcome === 'promoted' && <SharePromotionButton week={data.previous} place={mine.place} coins={coins} />}
            <LeagueTable table={data.previous} caption={t('league.lastWeekTable', { tier: tierName(data.previous.tier) })} />
          </>
        )}
      </>
    );
  };
  return (
    <section aria-labelledby="profile-league" className="my-ranks league" data-testid="league">
      <h2 id="profile-league">{t('league.heading')}</h2>
      <p className="hint">{t('league.rules')}</p>
      <QueryState query={query} loadingLabel={t('league.loading')}>
        {league}
      </QueryState>
    </section>
  );
}

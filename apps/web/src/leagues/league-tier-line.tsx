import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useApiQuery } from '../api/api-query.ts';

/** The home's line about the weekly league (in the daily panel, in a browser and in the mini app): the player's tier and the way to this week's table on /profile. */
export function LeagueTierLine(): ReactNode {
  const { t } = useTranslation();
  const league = useApiQuery('getMyLeague', []);
  if (!league.data) return null;
  return (
    <p className="daily-panel__league">
      <span data-testid="home-league-tier">{t('league.homeTier', { tier: t(`league.tier.${league.data.tier}`) })}</span> <Link to="/profile#profile-league">{t('league.seeTable')}</Link>
    </p>
  );
}

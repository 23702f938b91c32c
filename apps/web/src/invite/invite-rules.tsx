import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { usePublicConfig } from '../account/use-public-config.ts';
import { fallbackPublicConfig } from '../account/public-config.ts';

/** The reward rules, with the numbers the server enforces (`/api/config`). */
export function InviteRules(): ReactNode {
  const { t, i18n } = useTranslation();
  const config = usePublicConfig();
  const { rewardPoints, dailyRewardLimit } = config.status === 'ready' ? config.config.invites : fallbackPublicConfig.invites;
  const number = new Intl.NumberFormat(i18n.resolvedLanguage ?? i18n.language);
  return (
    <ul>
      <li>{t('invite.ruleReward', { points: number.format(rewardPoints) })}</li>
      <li>{t('invite.ruleDailyLimit', { limit: number.format(dailyRewardLimit) })}</li>
      <li>{t('invite.ruleOncePerPerson')}</li>
      <li>
        <Link to="/convert-invite-point">{t('invite.convertLink')}</Link>
      </li>
    </ul>
  );
}

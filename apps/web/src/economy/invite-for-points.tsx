import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { usePublicConfig } from '../account/use-public-config.ts';
import { useAmountText } from './use-amount-text.ts';

/** With no invite points yet: what earns them (a friend's first run, the server's reward) and the way there, /invite-users. */
export function InviteForPoints(): ReactNode {
  const { t } = useTranslation();
  const amountText = useAmountText();
  const config = usePublicConfig();
  const points = config.status === 'ready' ? config.config.invites.rewardPoints : null;
  return (
    <section className="notice earn-more" aria-labelledby="invite-for-points-heading">
      <h2 id="invite-for-points-heading">{t('economy.earnMore.noPoints')}</h2>
      {points !== null && <p>{t('economy.earnMore.invitePays', { points: amountText('invite_point', BigInt(points)) })}</p>}
      <p className="actions">
        <Link to="/invite-users" className="button button--primary">
          {t('titles.inviteUsers')}
        </Link>
      </p>
    </section>
  );
}

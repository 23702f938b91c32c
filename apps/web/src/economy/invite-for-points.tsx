import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { usePublicConfig } from '../account/use-public-config.ts';
import { useApiQuery } from '../api/api-query.ts';
import { useAmountText } from './use-amount-text.ts';

/**
 * With no invite points: what earns them (a friend's first run, the server's reward) and the way
 * there, /invite-users. "Not yet" only for someone who never earned any (the invites' total); after
 * a conversion (`spent`) or once some were earned, "none left". Shown once the server has said which.
 */
export function InviteForPoints({ spent }: { spent: boolean }): ReactNode {
  const { t } = useTranslation();
  const amountText = useAmountText();
  const config = usePublicConfig();
  const invites = useApiQuery('getInvites', [], { enabled: !spent });
  const points = config.status === 'ready' ? config.config.invites.rewardPoints : null;
  // An unanswered total says "not yet", as it was said before anyone could spend.
  const earnedBefore = invites.data ? BigInt(invites.data.pointsEarned) > 0n : invites.isError ? false : null;
  if (!spent && earnedBefore === null) return null;
  return (
    <section className="notice earn-more" aria-labelledby="invite-for-points-heading" data-testid="invite-for-points">
      <h2 id="invite-for-points-heading">{t(spent || earnedBefore ? 'economy.earnMore.noPointsLeft' : 'economy.earnMore.noPoints')}</h2>
      {points !== null && <p>{t('economy.earnMore.invitePays', { points: amountText('invite_point', BigInt(points)) })}</p>}
      <p className="actions">
        <Link to="/invite-users" className="button button--primary">
          {t('titles.inviteUsers')}
        </Link>
      </p>
    </section>
  );
}

import type { Account } from '@site/api-contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { SignedInGate } from '../account/signed-in-gate.tsx';
import '../forms/forms.css';
import { PlayerDesk } from '../grants/player-desk.tsx';
import '../grants/grants.css';
import { NewsDesk } from '../news/news-desk.tsx';
import { QuestPoolDesk } from '../daily/quest-pool-desk.tsx';
import '../daily/daily.css';
import { StaffSecondFactorGate } from '../second-factor/staff-second-factor-gate.tsx';
import { NotAllowed } from '../submissions/not-allowed.tsx';
import { ReviewDesk } from '../submissions/review-desk.tsx';
import { JobsDesk } from '../submissions/jobs-desk.tsx';
import { TicketDesk } from '../support/ticket-desk.tsx';
import { StarsRefundDesk } from '../telegram-stars/stars-refund-desk.tsx';
import { UpdateProblemsDesk } from '../telegram-stars/update-problems-desk.tsx';
import '../submissions/submissions.css';
import { adminDeskPath, adminDesks, type AdminDesk } from './admin-desks.ts';
import './admin-page.css';

/** Each desk's heading (its link's name) and what it shows; the desk of `/admin` is the review. */
const deskViews: Record<AdminDesk['slug'], { labelKey: string; view: (account: Account) => ReactNode }> = {
  review: { labelKey: 'submissions.queueHeading', view: (account) => <ReviewDesk key={account.id} /> },
  jobs: { labelKey: 'inspections.jobs.heading', view: (account) => <JobsDesk key={account.id} /> },
  players: { labelKey: 'players.heading', view: (account) => <PlayerDesk key={account.id} role={account.role} /> },
  news: { labelKey: 'news.desk.heading', view: (account) => <NewsDesk key={account.id} /> },
  tickets: { labelKey: 'support.desk.heading', view: (account) => <TicketDesk key={account.id} /> },
  payments: { labelKey: 'telegramStars.problemsDesk.heading', view: (account) => <UpdateProblemsDesk key={account.id} /> },
  refunds: { labelKey: 'telegramStars.refundDesk.heading', view: (account) => <StarsRefundDesk key={account.id} /> },
  quests: { labelKey: 'daily.pool.heading', view: (account) => <QuestPoolDesk key={account.id} /> },
};

/**
 * /admin, "Moderation", for moderators and admins: one desk at a time, each at its own address
 * (`/admin/<desk>`, `/admin` being the review), chosen from the links at the top; admins also get
 * the Stars refunds and the daily quest pool. Everyone else is told they may not (the server
 * refuses them too).
 */
export default function AdminPage(): ReactNode {
  const { t } = useTranslation();
  const { desk: asked } = useParams();
  return (
    <article className="page" aria-labelledby="page-heading">
      <h1 id="page-heading">{t('titles.admin')}</h1>
      <SignedInGate invitation={t('submissions.signInToReview')}>
        {(account) =>
          account.role === 'moderator' || account.role === 'admin' ? (
            <StaffSecondFactorGate key={account.id}>
              <StaffDesks account={account} asked={asked ?? 'review'} />
            </StaffSecondFactorGate>
          ) : (
            <NotAllowed />
          )
        }
      </SignedInGate>
    </article>
  );
}

function StaffDesks({ account, asked }: { account: Account; asked: string }): ReactNode {
  const { t } = useTranslation();
  const desks = adminDesks.filter((desk) => !desk.adminOnly || account.role === 'admin');
  const current = desks.find((desk) => desk.slug === asked);
  return (
    <>
      <nav className="admin-desks" aria-label={t('moderation.desks')}>
        <ul>
          {desks.map((desk) => (
            <li key={desk.slug}>
              <Link to={adminDeskPath(desk.slug)} aria-current={desk === current ? 'page' : undefined}>
                {t(deskViews[desk.slug].labelKey)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {current ? (
        <div className="admin-section" data-desk={current.slug}>
          {deskViews[current.slug].view(account)}
        </div>
      ) : (
        <p className="notice notice--error" role="alert">
          {t('moderation.unknownDesk')}
        </p>
      )}
    </>
  );
}

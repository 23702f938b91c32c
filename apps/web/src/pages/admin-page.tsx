import type { Account } from '@site/api-contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SignedInGate } from '../account/signed-in-gate.tsx';
import '../forms/forms.css';
import { PlayerDesk } from '../grants/player-desk.tsx';
import '../grants/grants.css';
import { NewsDesk } from '../news/news-desk.tsx';
import { QuestPoolDesk } from '../daily/quest-pool-desk.tsx';
import '../daily/daily.css';
import { StaffSecondFactorGate } from '../second-factor/staff-second-factor-gate.tsx';
import { NotAllowed } from '../submissions/not-allowed.tsx';
import { ReviewQueue } from '../submissions/review-queue.tsx';
import { JobsDesk } from '../submissions/jobs-desk.tsx';
import { TicketDesk } from '../support/ticket-desk.tsx';
import { StarsRefundDesk } from '../telegram-stars/stars-refund-desk.tsx';
import { UpdateProblemsDesk } from '../telegram-stars/update-problems-desk.tsx';
import '../submissions/submissions.css';
import './admin-page.css';

/**
 * /admin, "Moderation": the review queue, players (find, and grant to), news, support tickets,
 * the Telegram payments the server could not apply and (admins only) the Stars refunds and the daily quest pool, for moderators and admins, each a section
 * under its own heading, listed at the top so a phone can jump to one; everyone else is told they
 * may not (the server refuses them too).
 */
export default function AdminPage(): ReactNode {
  const { t } = useTranslation();
  // The sections, in the page's order: the id of each one's wrapper and its heading's text.
  const sections = (role: Account['role']) => [
    { id: 'review-queue', label: t('submissions.queueHeading') },
    { id: 'jobs-desk', label: t('inspections.jobs.heading') },
    { id: 'player-desk', label: t('players.heading') },
    { id: 'news-desk', label: t('news.desk.heading') },
    { id: 'ticket-desk', label: t('support.desk.heading') },
    { id: 'update-problems', label: t('telegramStars.problemsDesk.heading') },
    // Only admins refund Stars and edit the quest pool: moderators are not shown these sections.
    ...(role === 'admin'
      ? [
          { id: 'stars-refund', label: t('telegramStars.refundDesk.heading') },
          { id: 'quest-pool', label: t('daily.pool.heading') },
        ]
      : []),
  ];
  return (
    <article className="page" aria-labelledby="page-heading">
      <h1 id="page-heading">{t('titles.admin')}</h1>
      <SignedInGate invitation={t('submissions.signInToReview')}>
        {(account) =>
          account.role === 'moderator' || account.role === 'admin' ? (
            <StaffSecondFactorGate key={account.id}>
              <nav className="admin-contents" aria-label={t('moderation.contents')}>
                <ul>
                  {sections(account.role).map((section) => (
                    <li key={section.id}>
                      <a href={`#${section.id}`}>{section.label}</a>
                    </li>
                  ))}
                </ul>
              </nav>
              <section id="review-queue" className="admin-section" aria-labelledby="review-queue-heading">
                <h2 id="review-queue-heading">{t('submissions.queueHeading')}</h2>
                <p>{t('submissions.queueIntro')}</p>
                <ReviewQueue key={account.id} />
              </section>
              <div id="jobs-desk">
                <JobsDesk key={`jobs-${account.id}`} />
              </div>
              <div id="player-desk" className="admin-section">
                <PlayerDesk key={`players-${account.id}`} role={account.role} />
              </div>
              <div id="news-desk" className="admin-section">
                <NewsDesk key={`news-${account.id}`} />
              </div>
              <div id="ticket-desk" className="admin-section">
                <TicketDesk key={`tickets-${account.id}`} />
              </div>
              <div id="update-problems" className="admin-section">
                <UpdateProblemsDesk key={`update-problems-${account.id}`} />
              </div>
              {account.role === 'admin' && (
                <div id="stars-refund" className="admin-section">
                  <StarsRefundDesk key={`stars-refund-${account.id}`} />
                </div>
              )}
              {account.role === 'admin' && (
                <div id="quest-pool" className="admin-section">
                  <QuestPoolDesk key={`quest-pool-${account.id}`} />
                </div>
              )}
            </StaffSecondFactorGate>
          ) : (
            <NotAllowed />
          )
        }
      </SignedInGate>
    </article>
  );
}

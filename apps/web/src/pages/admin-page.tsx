import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SignedInGate } from '../account/signed-in-gate.tsx';
import '../forms/forms.css';
import { PlayerDesk } from '../grants/player-desk.tsx';
import '../grants/grants.css';
import { NewsDesk } from '../news/news-desk.tsx';
import { NotAllowed } from '../submissions/not-allowed.tsx';
import { ReviewQueue } from '../submissions/review-queue.tsx';
import { TicketDesk } from '../support/ticket-desk.tsx';
import '../submissions/submissions.css';

/** /admin: the review queue, players (find, and grant to), news and tickets for moderators and admins; everyone else is told they may not (the server refuses them too). */
export default function AdminPage(): ReactNode {
  const { t } = useTranslation();
  return (
    <article className="page" aria-labelledby="page-heading">
      <h1 id="page-heading">{t('titles.admin')}</h1>
      <SignedInGate invitation={t('submissions.signInToReview')}>
        {(account) =>
          account.role === 'moderator' || account.role === 'admin' ? (
            <>
              <section aria-labelledby="review-queue-heading">
                <h2 id="review-queue-heading">{t('submissions.queueHeading')}</h2>
                <p>{t('submissions.queueIntro')}</p>
                <ReviewQueue key={account.id} />
              </section>
              <PlayerDesk key={`players-${account.id}`} role={account.role} />
              <NewsDesk key={`news-${account.id}`} />
              <TicketDesk key={`tickets-${account.id}`} />
            </>
          ) : (
            <NotAllowed />
          )
        }
      </SignedInGate>
    </article>
  );
}

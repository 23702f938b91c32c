import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import '../forms/forms.css';
import { reportedPage } from '../support/ticket-diagnostics.ts';
import { TicketForm } from '../support/ticket-form.tsx';
import '../support/support.css';

/**
 * /submit-user-issue: anyone, signed in or not, reports a problem and gets a ticket number. The
 * page sent with it (only with consent) is `?from=` (the site's links add it), else this site's
 * referrer, else this page (see reportedPage).
 */
export default function SubmitUserIssuePage(): ReactNode {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const [round, setRound] = useState(0);
  const page = reportedPage(search.get('from'), document.referrer, window.location.origin);
  return (
    <article className="page" aria-labelledby="page-heading">
      <h1 id="page-heading">{t('titles.submitUserIssue')}</h1>
      <p>{t('support.intro')}</p>
      <TicketForm
        key={round}
        page={page}
        onAnother={() => {
          setRound((value) => value + 1);
        }}
      />
    </article>
  );
}

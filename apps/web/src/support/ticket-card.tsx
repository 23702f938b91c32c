import { supportLimits, type ResponseOf, type SupportTicket } from '@site/api-contract';
import { useMutation } from '@tanstack/react-query';
import { useId, useRef, useState, type ReactNode, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatInstant } from '../account/format-instant.ts';
import { api } from '../api/api.ts';
import { queryClient } from '../api/query-client.ts';
import { SentenceWithUserText } from '../components/user-text.tsx';
import { Field } from '../forms/field.tsx';
import { problemText, type Problem } from '../forms/field-problem.ts';
import { checkAnswer } from './check-answer.ts';

type Change = { kind: 'answer'; text: string } | { kind: 'status'; status: 'open' | 'closed' };

/**
 * The desk's pages hold the ticket as the server answered it. The ticket stays where it is on
 * the page shown (a closed one is not moved behind the open ones until the desk is read again).
 */
function keepAnswered(ticket: SupportTicket): void {
  queryClient.setQueriesData<ResponseOf<'listSupportTickets'>>({ queryKey: ['listSupportTickets'] }, (page) =>
    page && { ...page, tickets: page.tickets.map((shown) => (shown.number === ticket.number ? ticket : shown)) },
  );
}

/**
 * One ticket at the desk: what was reported, by whom, with which details, the answers so far,
 * and the moderator's actions. Everything the reporter wrote is shown as text. `onChanged`
 * announces what happened.
 */
export function TicketCard({ ticket, onChanged }: { ticket: SupportTicket; onChanged: (text: string) => void }): ReactNode {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const id = useId();
  const answerRef = useRef<HTMLTextAreaElement>(null);
  const [answerProblem, setAnswerProblem] = useState<Problem | null>(null);
  const params = { number: ticket.number };

  const change = useMutation({
    mutationFn: async (given: Change & { form?: HTMLFormElement }) => {
      if (given.kind === 'answer') return (await api.call('answerSupportTicket', { params, body: { text: given.text } })).ticket;
      return (await api.call(given.status === 'closed' ? 'closeSupportTicket' : 'reopenSupportTicket', { params })).ticket;
    },
    onSuccess: (changed, given) => {
      keepAnswered(changed);
      given.form?.reset();
      const notice = given.kind === 'answer' ? 'support.desk.answeredNotice' : given.status === 'closed' ? 'support.desk.closedNotice' : 'support.desk.reopenedNotice';
      onChanged(t(notice, { number: changed.number }));
    },
  });
  const busy = change.isPending;
  const problem: Problem | null = change.isError ? { error: change.error } : null;

  const answer = (event: SubmitEvent<HTMLFormElement>): void => {
    event.preventDefault();
    const form = event.currentTarget;
    const given = new FormData(form).get('answer');
    const typed = typeof given === 'string' ? given : '';
    const refused = checkAnswer(typed);
    if (refused) {
      setAnswerProblem(refused);
      answerRef.current?.focus();
      return;
    }
    setAnswerProblem(null);
    if (!busy) change.mutate({ kind: 'answer', text: typed.trim(), form });
  };

  const setStatus = (status: 'open' | 'closed'): void => {
    if (!busy) change.mutate({ kind: 'status', status });
  };

  const headingId = `${id}-heading`;
  return (
    <article className="ticket-card" aria-labelledby={headingId}>
      <h3 id={headingId}>{t('support.desk.ticketHeading', { number: ticket.number, category: t(`support.categories.${ticket.category}`) })}</h3>
      <p className="hint">
        <span className="state-badge">{t(`support.desk.status.${ticket.status}`)}</span> {formatInstant(ticket.createdAt, language, { withTime: true })} ·{' '}
        {ticket.account === null ? t('support.desk.anonymous') : <SentenceWithUserText i18nKey="support.desk.byAccount" userText={{ name: ticket.account.displayName }} />} ·{' '}
        {ticket.fromTelegram ? t('support.desk.telegramChat') : ticket.replyTo === null ? t('support.desk.noAddress') : t('support.desk.replyTo', { email: ticket.replyTo })}
      </p>
      <p className="ticket-card__message">{ticket.message}</p>
      {ticket.diagnostics === null ? (
        <p className="hint">{t('support.desk.noDiagnostics')}</p>
      ) : (
        <dl className="support-details" aria-label={t('support.desk.diagnostics')}>
          <dt>{t('support.diagnosticsPage')}</dt>
          <dd>{ticket.diagnostics.page}</dd>
          <dt>{t('support.diagnosticsAppVersion')}</dt>
          <dd>{ticket.diagnostics.appVersion}</dd>
          <dt>{t('support.diagnosticsDevice')}</dt>
          <dd>{ticket.diagnostics.device}</dd>
        </dl>
      )}
      {ticket.answers.length > 0 && (
        // Named with its ticket too: the desk's answered tickets must not have sections of one name.
        <section aria-labelledby={`${id}-answers ${headingId}`}>
          <h4 id={`${id}-answers`}>{t('support.desk.answers')}</h4>
          <ul className="ticket-card__answers">
            {ticket.answers.map((given) => (
              <li key={given.id}>
                <p className="hint">
                  <SentenceWithUserText
                    i18nKey="support.desk.answerBy"
                    values={{ when: formatInstant(given.createdAt, language, { withTime: true }) }}
                    userText={{ name: given.author ?? t('support.desk.formerModerator') }}
                  />
                  {given.sentToTelegram
                    ? ` · ${t('support.desk.sentToTelegram')}`
                    : given.mailedTo === null
                      ? ` · ${t('support.desk.notMailed')}`
                      : ` · ${t('support.desk.mailedTo', { email: given.mailedTo })}`}
                </p>
                <p className="ticket-card__answer-text">{given.text}</p>
              </li>
            ))}
          </ul>
        </section>
      )}
      {problem && (
        <div className="notice notice--error" role="alert">
          <p>{problemText(t, problem)}</p>
        </div>
      )}
      <div className="ticket-card__actions">
        <form className="form" noValidate onSubmit={answer}>
          <Field
            label={t('support.desk.answerLabel')}
            hint={
              ticket.fromTelegram
                ? t('support.desk.answerHintTelegram')
                : ticket.replyTo === null
                  ? t('support.desk.answerHintNoAddress')
                  : t('support.desk.answerHint', { email: ticket.replyTo })
            }
            problem={answerProblem}
            maxLength={supportLimits.answerMaxLength}
          >
            {(control) => <textarea ref={answerRef} {...control} name="answer" className="input" rows={4} required />}
          </Field>
          <div className="actions">
            <button type="submit" className="button button--primary" aria-disabled={busy ? true : undefined}>
              {t('support.desk.sendAnswer')}
            </button>
          </div>
        </form>
        <p>
          {ticket.status === 'open' ? (
            <button type="button" className="button" aria-disabled={busy ? true : undefined} onClick={() => {
                setStatus('closed');
              }}>
              {t('support.desk.close')}
            </button>
          ) : (
            <button type="button" className="button" aria-disabled={busy ? true : undefined} onClick={() => {
                setStatus('open');
              }}>
              {t('support.desk.reopen')}
            </button>
          )}
        </p>
      </div>
    </article>
  );
}

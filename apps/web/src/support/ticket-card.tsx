import type { SupportTicket } from '@site/api-contract';
import { useId, useRef, useState, type ReactNode, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatInstant } from '../account/format-instant.ts';
import { api } from '../api/api.ts';
import { Field } from '../forms/field.tsx';
import { problemText, type Problem } from '../forms/field-problem.ts';

/**
 * One ticket at the desk: what was reported, by whom, with which details, the answers so far,
 * and the moderator's actions. Everything the reporter wrote is shown as text. `onChanged`
 * announces what happened.
 */
export function TicketCard({ ticket: first, onChanged }: { ticket: SupportTicket; onChanged: (text: string) => void }): ReactNode {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const id = useId();
  const answerRef = useRef<HTMLTextAreaElement>(null);
  const [ticket, setTicket] = useState(first);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [answerProblem, setAnswerProblem] = useState<Problem | null>(null);
  const params = { number: ticket.number };

  const run = async (work: () => Promise<SupportTicket>, announce: string): Promise<boolean> => {
    if (busy) return false;
    setBusy(true);
    setProblem(null);
    try {
      setTicket(await work());
      onChanged(announce);
      return true;
    } catch (error) {
      setProblem({ error });
      return false;
    } finally {
      setBusy(false);
    }
  };

  const answer = async (event: SubmitEvent<HTMLFormElement>): Promise<void> => {
    event.preventDefault();
    const form = event.currentTarget;
    const given = new FormData(form).get('answer');
    const text = typeof given === 'string' ? given.trim() : '';
    if (text === '') {
      setAnswerProblem({ key: 'support.desk.answerRequired' });
      answerRef.current?.focus();
      return;
    }
    setAnswerProblem(null);
    const sent = await run(async () => (await api.call('answerSupportTicket', { params, body: { text } })).ticket, t('support.desk.answeredNotice', { number: ticket.number }));
    if (sent) form.reset();
  };

  const setStatus = (status: 'open' | 'closed'): Promise<boolean> =>
    run(
      async () => (await api.call(status === 'closed' ? 'closeSupportTicket' : 'reopenSupportTicket', { params })).ticket,
      t(status === 'closed' ? 'support.desk.closedNotice' : 'support.desk.reopenedNotice', { number: ticket.number }),
    );

  const headingId = `${id}-heading`;
  return (
    <article className="ticket-card" aria-labelledby={headingId}>
      <h3 id={headingId}>{t('support.desk.ticketHeading', { number: ticket.number, category: t(`support.categories.${ticket.category}`) })}</h3>
      <p className="hint">
        <span className="state-badge">{t(`support.desk.status.${ticket.status}`)}</span> {formatInstant(ticket.createdAt, language, { withTime: true })} ·{' '}
        {ticket.account === null ? t('support.desk.anonymous') : t('support.desk.byAccount', { name: ticket.account.displayName })} ·{' '}
        {ticket.replyTo === null ? t('support.desk.noAddress') : t('support.desk.replyTo', { email: ticket.replyTo })}
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
        <section aria-labelledby={`${id}-answers`}>
          <h4 id={`${id}-answers`}>{t('support.desk.answers')}</h4>
          <ul className="ticket-card__answers">
            {ticket.answers.map((given) => (
              <li key={given.id}>
                <p className="hint">
                  {t('support.desk.answerBy', { name: given.author ?? t('support.desk.formerModerator'), when: formatInstant(given.createdAt, language, { withTime: true }) })}
                  {given.mailedTo === null ? ` · ${t('support.desk.notMailed')}` : ` · ${t('support.desk.mailedTo', { email: given.mailedTo })}`}
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
        <form className="form" noValidate onSubmit={(event) => void answer(event)}>
          <Field
            label={t('support.desk.answerLabel')}
            hint={ticket.replyTo === null ? t('support.desk.answerHintNoAddress') : t('support.desk.answerHint', { email: ticket.replyTo })}
            problem={answerProblem}
            maxLength={4000}
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
            <button type="button" className="button" aria-disabled={busy ? true : undefined} onClick={() => void setStatus('closed')}>
              {t('support.desk.close')}
            </button>
          ) : (
            <button type="button" className="button" aria-disabled={busy ? true : undefined} onClick={() => void setStatus('open')}>
              {t('support.desk.reopen')}
            </button>
          )}
        </p>
      </div>
    </article>
  );
}

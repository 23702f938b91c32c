import { inspectionLimits } from '@site/api-contract';
import type { ClaimRefusal } from '@site/api-contract/claim-rules';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { refusalDetail } from '../play/report-stage-event.ts';
import { readyWaitValues } from '../submissions/game-rule-values.ts';
import { InspectionBadge } from '../submissions/inspection-badge.tsx';
import { InspectionGradeView } from '../submissions/inspection-grade-view.tsx';
import '../submissions/inspection-report.css';
import { refusalLabelKey } from '../submissions/refusal-labels.ts';
import { useSeconds } from '../submissions/use-seconds.ts';
import { gradePlayground, type PlaygroundObservation } from './playground-checks.ts';

/**
 * Where ready stands since Play, each state a sentence of its own: ready in how long (the bare
 * time as a `value`, after a label that says "time to ready"), still waiting, or not ready within
 * the inspector's wait.
 */
function ReadyText({ seen, time }: { seen: PlaygroundObservation; time: 'sentence' | 'value' }): ReactNode {
  const { t } = useTranslation();
  const seconds = useSeconds();
  if (seen.readyMs !== null) return time === 'value' ? seconds(seen.readyMs) : t('playground.readyAfter', { time: seconds(seen.readyMs) });
  return seen.timedOut ? t('playground.notReadyWithin', { seconds: seconds(inspectionLimits.readyTimeoutMs) }) : t('playground.waitingReady');
}

/** One line of what matters most, for the stage's bar while the game runs: ready, errors, CSP violations, SDK calls, finishes the site would refuse (once there is one), the verdict. */
export function PlaygroundSummary({ seen }: { seen: PlaygroundObservation }): ReactNode {
  const { t } = useTranslation();
  const graded = gradePlayground(seen);
  const errors = seen.counts.errorsBeforeReady + seen.counts.errorsAfterReady;
  return (
    <span className="playground-summary" data-testid="playground-summary">
      <span>
        <ReadyText seen={seen} time="sentence" />
      </span>
      <span>{t('playground.errorCount', { count: errors })}</span>
      <span>{t('playground.cspCount', { count: seen.counts.cspViolations })}</span>
      <span>{t('playground.callCount', { count: seen.counts.calls })}</span>
      {seen.counts.refusals > 0 && <span>{t('playground.refusedCount', { count: seen.counts.refusals })}</span>}
      {graded && <InspectionBadge summary={{ state: 'done', verdict: graded.verdict }} />}
    </span>
  );
}

function MessageList({ heading, messages, total, testId }: { heading: string; messages: string[]; total: number; testId: string }): ReactNode {
  const { t } = useTranslation();
  return (
    <section className="playground-messages" data-testid={testId}>
      <h3>{`${heading} (${String(total)})`}</h3>
      {messages.length === 0 ? (
        <p className="hint">{t('inspections.none')}</p>
      ) : (
        <ul>
          {messages.map((message, index) => (
            <li key={index}>{message}</li>
          ))}
        </ul>
      )}
      {total > messages.length && <p className="hint">{t('playground.moreNotKept', { count: total - messages.length })}</p>}
    </section>
  );
}

/**
 * A finish the site would refuse, in the words of the maker's dashboard ("Runs refused, and why":
 * the same label for the same refusal, `refusalDetail` and `refusalLabelKey`), then what exactly
 * the declaration or the playground's progress did not allow.
 */
function RefusalText({ refusal }: { refusal: ClaimRefusal }): ReactNode {
  const { t } = useTranslation();
  const key = refusalLabelKey(refusalDetail('finish', { code: 'validation_failed', field: `body.${refusal.field}` }));
  const { reason, field: _field, message: _message, ...values } = refusal;
  return (
    <>
      {key === null ? refusal.message : t(key)}
      <span className="hint">{` ${t(`playground.refusalReasons.${reason}`, { ...values, ...('levels' in values ? { count: values.levels } : {}) })}`}</span>
    </>
  );
}

/**
 * The inspector's checks on what the game did since Play, live: ready time, console errors before
 * and after ready, CSP violations, the log of SDK calls, and the grade the inspector would give
 * (its own rules and words: src/submissions/inspection-checks.ts).
 */
export function PlaygroundChecks({ seen }: { seen: PlaygroundObservation }): ReactNode {
  const { t, i18n } = useTranslation();
  const seconds = useSeconds();
  const number = new Intl.NumberFormat(i18n.resolvedLanguage ?? i18n.language);
  const graded = gradePlayground(seen);
  return (
    <div className="playground-checks">
      <dl className="details">
        <dt>{t('playground.readyLabel')}</dt>
        <dd data-testid="playground-ready">
          <ReadyText seen={seen} time="value" />
        </dd>
        <dt>{t('playground.protocol')}</dt>
        <dd>{seen.version === null ? t('inspections.none') : t('playground.protocolVersion', { version: seen.version })}</dd>
      </dl>
      <section className="playground-grade" data-testid="playground-grade">
        <h3>{t('playground.gradeHeading')}</h3>
        {graded === null ? (
          <p className="hint">{t('playground.gradePending', readyWaitValues((value) => number.format(value)))}</p>
        ) : (
          <>
            <p>
              <InspectionBadge summary={{ state: 'done', verdict: graded.verdict }} /> {t(`playground.verdicts.${graded.verdict}`)}
            </p>
            <InspectionGradeView grade={graded.grade} />
            <p className="hint">{t('playground.gradeNote')}</p>
          </>
        )}
      </section>
      <MessageList heading={t('playground.errorsBeforeReady')} messages={seen.errorsBeforeReady} total={seen.counts.errorsBeforeReady} testId="playground-errors-before" />
      <MessageList heading={t('playground.errorsAfterReady')} messages={seen.errorsAfterReady} total={seen.counts.errorsAfterReady} testId="playground-errors-after" />
      <MessageList heading={t('inspections.cspViolations')} messages={seen.cspViolations} total={seen.counts.cspViolations} testId="playground-csp" />
      <section className="playground-messages" data-testid="playground-refusals">
        <h3>{`${t('dashboard.refusalsHeading')} (${String(seen.counts.refusals)})`}</h3>
        {seen.refusals.length === 0 ? (
          <p className="hint">{t('dashboard.noRefusals')}</p>
        ) : (
          <ul>
            {seen.refusals.map(({ atMs, refusal }, index) => (
              <li key={index}>
                <span className="playground-log__time">{seconds(atMs)}</span> <RefusalText refusal={refusal} />
              </li>
            ))}
          </ul>
        )}
        {seen.counts.refusals > seen.refusals.length && <p className="hint">{t('playground.moreNotKept', { count: seen.counts.refusals - seen.refusals.length })}</p>}
      </section>
      <section className="playground-messages">
        <h3>{`${t('inspections.sdkCalls')} (${String(seen.counts.calls)})`}</h3>
        {seen.calls.length === 0 ? (
          <p className="hint">{t('inspections.none')}</p>
        ) : (
          <div role="log" data-testid="playground-log">
            <ol className="playground-log">
              {seen.calls.map((call, index) => (
                <li key={index}>
                  <span className="playground-log__time">{seconds(call.atMs)}</span> <code>{call.type}</code>
                  {call.detail !== '' && <span className="hint">{` ${call.detail}`}</span>}
                </li>
              ))}
            </ol>
          </div>
        )}
        {seen.counts.calls > seen.calls.length && <p className="hint">{t('playground.moreNotKept', { count: seen.counts.calls - seen.calls.length })}</p>}
      </section>
    </div>
  );
}

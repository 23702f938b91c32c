import type { GameVersionState, InspectionReport } from '@site/api-contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatInstant } from '../account/format-instant.ts';
import { InspectionBadge } from './inspection-badge.tsx';
import { gradeInspection } from './inspection-checks.ts';
import { InspectionGradeView } from './inspection-grade-view.tsx';
import { groupFindings, groupMessages, summariseCalls } from './inspection-summary.ts';
import './inspection-report.css';

type Run = InspectionReport['runs'][number];
type Finding = InspectionReport['findings'][number];

function useUnits(): { bytes: (value: number) => string; seconds: (milliseconds: number) => string; count: (value: number) => string } {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const megabytes = new Intl.NumberFormat(language, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 2 });
  const kilobytes = new Intl.NumberFormat(language, { style: 'unit', unit: 'kilobyte', maximumFractionDigits: 1 });
  const seconds = new Intl.NumberFormat(language, { style: 'unit', unit: 'second', maximumFractionDigits: 2 });
  const count = new Intl.NumberFormat(language);
  return {
    bytes: (value) => (value >= 1024 * 1024 ? megabytes.format(value / (1024 * 1024)) : kilobytes.format(value / 1024)),
    seconds: (milliseconds) => seconds.format(milliseconds / 1000),
    count: (value) => count.format(value),
  };
}

/**
 * The inspector's report on one version (docs/api/inspections.md): the verdict, each
 * finding in words with its measure and limit, and what each viewport's run measured, with its
 * screenshot. The same for the maker (/my-games) and the moderator (/admin).
 */
export function InspectionReportView({ report, headingLevel = 2, versionState = null }: { report: InspectionReport; headingLevel?: 2 | 3; versionState?: GameVersionState | null }): ReactNode {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className="inspection-report">
      <p>
        <InspectionBadge summary={{ state: report.state, verdict: report.verdict }} />{' '}
        {report.finishedAt !== null
          ? t('inspections.finishedAt', { when: formatInstant(report.finishedAt, language, { withTime: true }) })
          : t('inspections.queuedAt', { when: formatInstant(report.queuedAt, language, { withTime: true }) })}
      </p>
      {/* What comes next, until a moderator has decided; then what they decided. */}
      <p>{versionState === 'published' || versionState === 'rejected' ? t(`inspections.decided.${versionState}`) : t(`inspections.stateExplained.${report.verdict ?? report.state}`)}</p>
      {report.problem !== null && <p className="hint">{report.problem}</p>}
      {report.state === 'done' && (
        <>
          <Heading>{t('inspections.checksHeading')}</Heading>
          <InspectionGradeView grade={gradeInspection(report)} />
          <Heading>{t('inspections.findingsHeading')}</Heading>
          {report.findings.length === 0 ? <p>{t('inspections.noFindings')}</p> : <FindingList findings={report.findings} />}
          <Heading>{t('inspections.runsHeading')}</Heading>
          <div className="inspection-report__runs">
            {report.runs.map((run) => (
              <RunCard key={`${run.viewport}-${run.cpuThrottlingRate ?? 1}`} run={run} headingLevel={headingLevel} />
            ))}
          </div>
          <MessageGroups runs={report.runs} />
        </>
      )}
    </div>
  );
}

/** Each finding once, with the viewports where it was seen and what each measured when they differ. */
function FindingList({ findings }: { findings: Finding[] }): ReactNode {
  const { t, i18n } = useTranslation();
  const units = useUnits();
  const list = new Intl.ListFormat(i18n.resolvedLanguage ?? i18n.language, { type: 'conjunction' });
  const measure = (finding: Pick<Finding, 'code'>, value: number): string =>
    finding.code === 'initial_download_too_large' || finding.code === 'heap_too_large'
      ? units.bytes(value)
      : finding.code === 'slow_ready' || finding.code === 'never_ready'
        ? units.seconds(value)
        : units.count(value);
  return (
    <ul className="inspection-findings">
      {groupFindings(findings).map((group) => {
        const [first] = group.seen;
        const measured = group.seen.filter((finding) => finding.value !== null && finding.limit !== null);
        const sameValue = new Set(measured.map((finding) => finding.value)).size <= 1;
        return (
          <li key={`${group.level}-${group.code}`} className={`inspection-finding inspection-finding--${group.level}`}>
            <span className="inspection-finding__level">{t(`inspections.levels.${group.level}`)}</span> <strong>{t(`inspections.findings.${group.code}`)}</strong>{' '}
            <span className="hint">({list.format(group.viewports.map((viewport) => t(`inspections.viewports.${viewport}`)))})</span>
            {measured.length > 0 &&
              (sameValue ? (
                <p>{t('inspections.measuredAgainst', { value: measure(group, measured[0]?.value ?? 0), limit: measure(group, measured[0]?.limit ?? 0) })}</p>
              ) : (
                <p>
                  {t('inspections.measuredEachAgainst', {
                    values: list.format(measured.map((finding) => `${t(`inspections.viewports.${finding.viewport}`)}: ${measure(finding, finding.value ?? 0)}`)),
                    limit: measure(group, measured[0]?.limit ?? 0),
                  })}
                </p>
              ))}
            {first?.detail != null && <p className="inspection-finding__detail">{first.detail}</p>}
          </li>
        );
      })}
    </ul>
  );
}

function RunCard({ run, headingLevel }: { run: Run; headingLevel: 2 | 3 }): ReactNode {
  const { t } = useTranslation();
  const units = useUnits();
  const Heading = headingLevel === 2 ? 'h3' : 'h4';
  const none = t('inspections.none');
  const name = useRunName()(run);
  // The slowed phone is judged on its time to ready alone: the rest is the phone's again.
  const timeOnly = (run.cpuThrottlingRate ?? 1) > 1;
  return (
    <section className="inspection-run" aria-label={name}>
      <Heading>
        {name} <span className="hint">{`${run.width} × ${run.height}`}</span>
      </Heading>
      {run.screenshot !== null && !timeOnly && (
        <img className="inspection-run__screenshot" src={run.screenshot} alt={t('inspections.screenshotOf', { viewport: name })} width={run.width} height={run.height} loading="lazy" />
      )}
      <dl className="details">
        <dt>{t('inspections.ended')}</dt>
        <dd>{t(`inspections.endings.${run.ended}`)}</dd>
        <dt>{t('inspections.readyIn')}</dt>
        <dd>{run.readyMs === null ? none : units.seconds(run.readyMs)}</dd>
        {!timeOnly && (
          <>
            <dt>{t('inspections.firstPaintIn')}</dt>
            <dd>{run.firstPaintMs === null ? none : units.seconds(run.firstPaintMs)}</dd>
            <dt>{t('inspections.untilReady')}</dt>
            <dd>{t('inspections.filesAndBytes', { count: run.filesUntilReady, files: units.count(run.filesUntilReady), bytes: units.bytes(run.bytesUntilReady) })}</dd>
            <dt>{t('inspections.inAll')}</dt>
            <dd>{t('inspections.filesAndBytes', { count: run.filesTotal, files: units.count(run.filesTotal), bytes: units.bytes(run.bytesTotal) })}</dd>
            <dt>{t('inspections.heap')}</dt>
            <dd>{run.heapBytes === null ? none : units.bytes(run.heapBytes)}</dd>
            <dt>{t('inspections.sdkCalls')}</dt>
            <dd>
              {run.sdkCalls.length === 0
                ? none
                : summariseCalls(run.sdkCalls, run.leftOut?.sdkCalls ?? 0)
                    .map((call) => ('leftOut' in call ? t('inspections.leftOut', { count: call.leftOut, shown: units.count(call.leftOut) }) : call.times > 1 ? `${call.type} ×${units.count(call.times)}` : call.type))
                    .join(' → ')}
            </dd>
          </>
        )}
      </dl>
    </section>
  );
}

function useRunName(): (run: Run) => string {
  const { t } = useTranslation();
  return (run) => {
    const viewport = t(`inspections.viewports.${run.viewport}`);
    return (run.cpuThrottlingRate ?? 1) > 1 ? t('inspections.throttledRun', { viewport, rate: run.cpuThrottlingRate }) : viewport;
  };
}

const messageKinds = [
  ['consoleErrors', 'inspections.consoleErrors'],
  ['uncaughtExceptions', 'inspections.uncaughtExceptions'],
  ['cspViolations', 'inspections.cspViolations'],
] as const;

/** The browser's messages of every run, each once with the runs that saw it, and a flood as its count. */
function MessageGroups({ runs }: { runs: Run[] }): ReactNode {
  const runName = useRunName();
  return (
    <>
      {messageKinds.map(([kind, labelKey]) => (
        <MessageList key={kind} labelKey={labelKey} messages={groupMessages(runs.map((run) => ({ name: runName(run), messages: run[kind], leftOut: run.leftOut?.[kind] ?? 0 })))} />
      ))}
    </>
  );
}

/** One kind of message: each once with where it was seen, and what a flood left out, counted. */
function MessageList({ labelKey, messages }: { labelKey: string; messages: ReturnType<typeof groupMessages> }): ReactNode {
  const { t, i18n } = useTranslation();
  const units = useUnits();
  const list = new Intl.ListFormat(i18n.resolvedLanguage ?? i18n.language, { type: 'conjunction' });
  if (messages.seen.length === 0) return null;
  return (
    <details className="inspection-run__messages">
      <summary>{`${t(labelKey)} (${units.count(messages.seen.length + messages.leftOut.reduce((sum, flood) => sum + flood.count, 0))})`}</summary>
      <ul>
        {messages.seen.map(({ message, where }) => (
          <li key={message}>
            {message} <span className="hint">({list.format(where)})</span>
          </li>
        ))}
        {messages.leftOut.map((flood) => (
          <li key={flood.name} className="inspection-run__left-out">
            {t('inspections.leftOutOn', { count: flood.count, shown: units.count(flood.count), run: flood.name })}
          </li>
        ))}
      </ul>
    </details>
  );
}

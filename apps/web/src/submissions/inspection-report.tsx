import type { InspectionReport } from '@site/api-contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatInstant } from '../account/format-instant.ts';
import { InspectionBadge } from './inspection-badge.tsx';
import { gradeInspection } from './inspection-checks.ts';
import { InspectionGradeView } from './inspection-grade-view.tsx';
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
export function InspectionReportView({ report, headingLevel = 2 }: { report: InspectionReport; headingLevel?: 2 | 3 }): ReactNode {
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
      <p>{t(`inspections.stateExplained.${report.verdict ?? report.state}`)}</p>
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
        </>
      )}
    </div>
  );
}

function FindingList({ findings }: { findings: Finding[] }): ReactNode {
  const { t } = useTranslation();
  const units = useUnits();
  const measure = (finding: Finding, value: number): string =>
    finding.code === 'initial_download_too_large' || finding.code === 'heap_too_large'
      ? units.bytes(value)
      : finding.code === 'slow_ready' || finding.code === 'never_ready'
        ? units.seconds(value)
        : units.count(value);
  return (
    <ul className="inspection-findings">
      {findings.map((finding, index) => (
        <li key={index} className={`inspection-finding inspection-finding--${finding.level}`}>
          <span className="inspection-finding__level">{t(`inspections.levels.${finding.level}`)}</span>{' '}
          <strong>{t(`inspections.findings.${finding.code}`)}</strong> <span className="hint">({t(`inspections.viewports.${finding.viewport}`)})</span>
          {finding.value !== null && finding.limit !== null && (
            <p>{t('inspections.measuredAgainst', { value: measure(finding, finding.value), limit: measure(finding, finding.limit) })}</p>
          )}
          {finding.detail !== null && <p className="inspection-finding__detail">{finding.detail}</p>}
        </li>
      ))}
    </ul>
  );
}

function RunCard({ run, headingLevel }: { run: Run; headingLevel: 2 | 3 }): ReactNode {
  const { t } = useTranslation();
  const units = useUnits();
  const Heading = headingLevel === 2 ? 'h3' : 'h4';
  const none = t('inspections.none');
  const viewport = t(`inspections.viewports.${run.viewport}`);
  const name = (run.cpuThrottlingRate ?? 1) > 1 ? t('inspections.throttledRun', { viewport, rate: run.cpuThrottlingRate }) : viewport;
  return (
    <section className="inspection-run" aria-label={name}>
      <Heading>
        {name} <span className="hint">{`${run.width} × ${run.height}`}</span>
      </Heading>
      {run.screenshot !== null && (
        <img className="inspection-run__screenshot" src={run.screenshot} alt={t('inspections.screenshotOf', { viewport: name })} width={run.width} height={run.height} loading="lazy" />
      )}
      <dl className="details">
        <dt>{t('inspections.ended')}</dt>
        <dd>{t(`inspections.endings.${run.ended}`)}</dd>
        <dt>{t('inspections.readyIn')}</dt>
        <dd>{run.readyMs === null ? none : units.seconds(run.readyMs)}</dd>
        <dt>{t('inspections.firstPaintIn')}</dt>
        <dd>{run.firstPaintMs === null ? none : units.seconds(run.firstPaintMs)}</dd>
        <dt>{t('inspections.untilReady')}</dt>
        <dd>{t('inspections.filesAndBytes', { count: run.filesUntilReady, files: units.count(run.filesUntilReady), bytes: units.bytes(run.bytesUntilReady) })}</dd>
        <dt>{t('inspections.inAll')}</dt>
        <dd>{t('inspections.filesAndBytes', { count: run.filesTotal, files: units.count(run.filesTotal), bytes: units.bytes(run.bytesTotal) })}</dd>
        <dt>{t('inspections.heap')}</dt>
        <dd>{run.heapBytes === null ? none : units.bytes(run.heapBytes)}</dd>
        <dt>{t('inspections.sdkCalls')}</dt>
        <dd>{run.sdkCalls.length === 0 ? none : run.sdkCalls.join(' → ')}</dd>
      </dl>
      <MessageList label={t('inspections.consoleErrors')} messages={run.consoleErrors} />
      <MessageList label={t('inspections.uncaughtExceptions')} messages={run.uncaughtExceptions} />
      <MessageList label={t('inspections.cspViolations')} messages={run.cspViolations} />
    </section>
  );
}

function MessageList({ label, messages }: { label: string; messages: string[] }): ReactNode {
  if (messages.length === 0) return null;
  return (
    <details className="inspection-run__messages">
      <summary>{`${label} (${messages.length})`}</summary>
      <ul>
        {messages.map((message, index) => (
          <li key={index}>{message}</li>
        ))}
      </ul>
    </details>
  );
}

import { gameRules } from '@site/api-contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { gameRuleValues, readyWaitValues } from './game-rule-values.ts';
import type { InspectionCheck, InspectionGrade } from './inspection-checks.ts';
import { useSeconds } from './use-seconds.ts';

/** The game rules' numbers a check's sentence names. */
function checkValues(key: InspectionCheck['key'], count: (value: number) => string): Record<string, string> {
  if (key === 'ready') return readyWaitValues(count);
  if (key === 'download') return gameRuleValues('initialDownload', count);
  if (key === 'memory') return gameRuleValues('heap', count);
  if (key === 'readyTime') return gameRuleValues('interactive', count);
  return {};
}

interface SecondsFormats {
  measured: (milliseconds: number) => string;
  /** An estimate, to one decimal: it is no more precise than that. */
  rough: (milliseconds: number) => string;
}

/** Why a check was not tried; the playground's ready time names what it measured unslowed, and roughly that time on the slowed phone. */
function notTriedValues(check: InspectionCheck, seconds: SecondsFormats, count: (value: number) => string): Record<string, string> {
  if (check.status !== 'not_tried' || check.unslowedReadyMs === undefined) return {};
  return { ready: seconds.measured(check.unslowedReadyMs), estimate: seconds.rough(check.unslowedReadyMs * gameRules.throttledCpuRate), rate: count(gameRules.throttledCpuRate) };
}

/** Each check passed, failed or not tried (with why), and how many were tried: not tried is not passed. The report card's and the playground's. */
export function InspectionGradeView({ grade }: { grade: InspectionGrade }): ReactNode {
  const { t, i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.resolvedLanguage ?? i18n.language);
  const count = (value: number): string => number.format(value);
  const seconds = { measured: useSeconds(), rough: useSeconds(1) };
  return (
    <>
      <p className="inspection-checks__grade">{t('inspections.grade', { tried: grade.tried, total: grade.checks.length, passed: grade.passed, failed: grade.failed, notTried: grade.notTried })}</p>
      <ul className="inspection-checks">
        {grade.checks.map((check) => (
          <li key={check.key} className={`inspection-check inspection-check--${check.status}`}>
            <span className="inspection-check__status">{t(`inspections.checkStatus.${check.status}`)}</span>{' '}
            <span>
              {t(`inspections.checks.${check.key}`, checkValues(check.key, count))}
              {check.status === 'not_tried' && <span className="hint">{` — ${t(`inspections.notTriedReasons.${check.reason}`, notTriedValues(check, seconds, count))}`}</span>}
            </span>
          </li>
        ))}
      </ul>
    </>
  );
}

import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { gameRuleValues } from './game-rule-values.ts';
import type { InspectionCheck, InspectionGrade } from './inspection-checks.ts';

/** The game rules' numbers a check's sentence names. */
function checkValues(key: InspectionCheck['key'], count: (value: number) => string): Record<string, string> {
  if (key === 'download') return gameRuleValues('initialDownload', count);
  if (key === 'memory') return gameRuleValues('heap', count);
  if (key === 'readyTime') return gameRuleValues('interactive', count);
  return {};
}

/** Each check passed, failed or not tried (with why), and how many were tried: not tried is not passed. The report card's and the playground's. */
export function InspectionGradeView({ grade }: { grade: InspectionGrade }): ReactNode {
  const { t, i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.resolvedLanguage ?? i18n.language);
  const count = (value: number): string => number.format(value);
  return (
    <>
      <p className="inspection-checks__grade">{t('inspections.grade', { tried: grade.tried, total: grade.checks.length, passed: grade.passed, failed: grade.failed, notTried: grade.notTried })}</p>
      <ul className="inspection-checks">
        {grade.checks.map((check) => (
          <li key={check.key} className={`inspection-check inspection-check--${check.status}`}>
            <span className="inspection-check__status">{t(`inspections.checkStatus.${check.status}`)}</span>{' '}
            <span>
              {t(`inspections.checks.${check.key}`, checkValues(check.key, count))}
              {check.status === 'not_tried' && <span className="hint">{` — ${t(`inspections.notTriedReasons.${check.reason}`)}`}</span>}
            </span>
          </li>
        ))}
      </ul>
    </>
  );
}

import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { InspectionGrade } from './inspection-checks.ts';

/** Each check passed, failed or not tried (with why), and how many were tried: not tried is not passed. The report card's and the playground's. */
export function InspectionGradeView({ grade }: { grade: InspectionGrade }): ReactNode {
  const { t } = useTranslation();
  return (
    <>
      <p className="inspection-checks__grade">{t('inspections.grade', { tried: grade.tried, total: grade.checks.length, passed: grade.passed, failed: grade.failed, notTried: grade.notTried })}</p>
      <ul className="inspection-checks">
        {grade.checks.map((check) => (
          <li key={check.key} className={`inspection-check inspection-check--${check.status}`}>
            <span className="inspection-check__status">{t(`inspections.checkStatus.${check.status}`)}</span>{' '}
            <span>
              {t(`inspections.checks.${check.key}`)}
              {check.status === 'not_tried' && <span className="hint">{` — ${t(`inspections.notTriedReasons.${check.reason}`)}`}</span>}
            </span>
          </li>
        ))}
      </ul>
    </>
  );
}

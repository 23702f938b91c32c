import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiQuery } from '../api/api-query.ts';
import { QueryState } from '../components/query-state.tsx';
import { InspectionReportView } from './inspection-report.tsx';

/** Beside a version in the review queue: its inspection report, read when the moderator opens it. */
export function ReviewInspection({ game, version }: { game: string; version: number }): ReactNode {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const query = useApiQuery('getReviewInspection', [{ params: { game, version: String(version) } }], { enabled: open });
  return (
    <details className="review-inspection" onToggle={(event) => {
        setOpen(event.currentTarget.open);
      }}>
      <summary>{t('inspections.reportSummary')}</summary>
      {open && <QueryState query={query}>{(report) => <InspectionReportView report={report} headingLevel={3} />}</QueryState>}
    </details>
  );
}

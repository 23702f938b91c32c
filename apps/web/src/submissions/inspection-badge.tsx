import type { InspectionSummary } from '@site/api-contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The inspector's word on a version, as a labelled badge: its verdict once done, else its state. */
export function InspectionBadge({ summary }: { summary: InspectionSummary | null }): ReactNode {
  const { t } = useTranslation();
  if (summary === null) return null;
  const key = summary.verdict ?? summary.state;
  return <span className={`inspection-badge inspection-badge--${key}`}>{t(`inspections.badge.${key}`)}</span>;
}

import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { reportPagePath } from './ticket-diagnostics.ts';

/**
 * The link to the report page, carrying the page it is on (`?from=`), so a report can say where
 * the problem was (sent only if the visitor agrees; see ticket-diagnostics.ts).
 */
export function ReportProblemLink(): ReactNode {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const to = pathname === reportPagePath ? reportPagePath : `${reportPagePath}?${new URLSearchParams({ from: `${pathname}${search}` }).toString()}`;
  return <Link to={to}>{t('titles.submitUserIssue')}</Link>;
}

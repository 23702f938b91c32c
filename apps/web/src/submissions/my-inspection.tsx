import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useApiQuery } from '../api/api-query.ts';
import { QueryState } from '../components/query-state.tsx';
import { InspectionReportView } from './inspection-report.tsx';
import { useMyGameIdentity } from './my-game-identity.tsx';
import { useMyGame } from './use-my-game.ts';

/** /my-games?game=…&version=…: the maker's report on one version, while it is queued too. */
export function MyInspection({ game, version }: { game: string; version: string }): ReactNode {
  const { t } = useTranslation();
  const query = useApiQuery('getMyInspection', [{ params: { game, version } }]);
  const identity = useMyGameIdentity(game, version);
  const versionState = useMyGame(game)?.versions.find((entry) => String(entry.version) === version)?.state ?? null;
  return (
    <section aria-labelledby="inspection-heading">
      <p>
        <Link to="/my-games">{t('inspections.backToGames')}</Link>
      </p>
      <h2 id="inspection-heading">{t('inspections.reportHeading', { game: identity.title, version })}</h2>
      {identity.details}
      <QueryState query={query}>{(report) => <InspectionReportView report={report} versionState={versionState} />}</QueryState>
    </section>
  );
}

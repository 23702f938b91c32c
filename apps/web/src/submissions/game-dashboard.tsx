import type { GameDashboard } from '@site/api-contract';
import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useApiQuery } from '../api/api-query.ts';
import { QueryState } from '../components/query-state.tsx';
import { dashboardPath } from './dashboard-path.ts';
import './game-dashboard.css';
import '../components/data-table.css';
import { useMyGameIdentity } from './my-game-identity.tsx';
import { refusalLabelKey } from './refusal-labels.ts';

// The charting library loads with the chart, on this view only: never in any page's first render.
const DashboardChart = lazy(() => import('./dashboard-chart.tsx'));

/** /my-games?dashboard=…(&version=…): a game's numbers over the last 30 days, for its maker. */
export function MyGameDashboard({ game, version }: { game: string; version: string | null }): ReactNode {
  const { t } = useTranslation();
  const query = useApiQuery('getGameDashboard', [{ params: { game }, query: version === null ? {} : { version } }]);
  const identity = useMyGameIdentity(game, version);
  return (
    <section aria-labelledby="dashboard-heading">
      <p>
        <Link to="/my-games">{t('inspections.backToGames')}</Link>
        {version !== null && (
          <>
            {' · '}
            <Link to={dashboardPath(game)}>{t('dashboard.allVersions')}</Link>
          </>
        )}
      </p>
      <h2 id="dashboard-heading">{version === null ? t('dashboard.heading', { game: identity.title }) : t('dashboard.headingVersion', { game: identity.title, version })}</h2>
      {identity.details}
      <QueryState query={query}>{(dashboard) => <DashboardView dashboard={dashboard} />}</QueryState>
    </section>
  );
}

function useNumbers() {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const count = new Intl.NumberFormat(language);
  const percent = new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 1 });
  const seconds = new Intl.NumberFormat(language, { style: 'unit', unit: 'second', maximumFractionDigits: 1 });
  const day = new Intl.DateTimeFormat(language, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  return {
    language,
    count: (value: number | bigint) => count.format(value),
    percent: (value: number) => percent.format(value),
    seconds: (milliseconds: number) => seconds.format(milliseconds / 1000),
    day: (iso: string) => day.format(new Date(`${iso}T00:00:00Z`)),
  };
}

function DashboardView({ dashboard }: { dashboard: GameDashboard }): ReactNode {
  const { t } = useTranslation();
  const format = useNumbers();
  const { totals } = dashboard;
  return (
    <div className="game-dashboard">
      <p className="hint">{t('dashboard.window', { days: dashboard.days.length })}</p>
      <dl className="details game-dashboard__totals">
        <dt>{t('dashboard.openers')}</dt>
        <dd>{format.count(totals.openers)}</dd>
        <dt>{t('dashboard.players')}</dt>
        <dd>{format.count(totals.players)}</dd>
        <dt>{t('dashboard.plays')}</dt>
        <dd>{format.count(totals.plays)}</dd>
        <dt>{t('dashboard.finished')}</dt>
        <dd>{format.count(totals.finished)}</dd>
        <dt>{t('dashboard.conversion')}</dt>
        <dd>
          {dashboard.conversion === null
            ? t('dashboard.noOpeners')
            : t('dashboard.conversionValue', { percent: format.percent(dashboard.conversion), finished: format.count(totals.openersWhoFinished), opened: format.count(totals.openers) })}
        </dd>
        <dt>{t('dashboard.readyTime')}</dt>
        <dd>
          {dashboard.readyMs === null
            ? t('dashboard.noReadyReports')
            : t('dashboard.readyTimeValue', { median: format.seconds(dashboard.readyMs.median), p90: format.seconds(dashboard.readyMs.p90), count: dashboard.readyMs.reports })}
        </dd>
        <dt>{t('dashboard.readyTimeouts')}</dt>
        <dd>{format.count(dashboard.readyTimeoutPlayers)}</dd>
        <dt>{t('dashboard.coinsPaid')}</dt>
        <dd>{format.count(BigInt(totals.coinsPaid))}</dd>
      </dl>

      <h3>{t('dashboard.chartHeading')}</h3>
      <ChartFrame>
        <DashboardChart days={dashboard.days} />
      </ChartFrame>
      <DayTable dashboard={dashboard} />

      <h3>{t('dashboard.refusalsHeading')}</h3>
      <DetailList items={dashboard.refusals} empty={t('dashboard.noRefusals')} label={(detail) => {
          // A start's refusal (the player's condition) or a finish's the game made, in words; any other as its code.
          const key = refusalLabelKey(detail);
          return key === null ? detail : t(key);
        }} />
      <h3>{t('dashboard.gameErrorsHeading')}</h3>
      <p className="hint">{t('dashboard.gameErrorsHint')}</p>
      <DetailList items={dashboard.gameErrors} empty={t('dashboard.noGameErrors')} label={(detail) => detail} />
    </div>
  );
}

/**
 * The chart's figure, drawn with the page: its plot's box at the chart's own height, its legend
 * and its caption, so nothing below moves when the library has loaded and drawn (a click aimed
 * at the days' summary as the chart arrived would land on the chart). The chart draws the table
 * below it; the table is what screen readers and keyboards read.
 */
function ChartFrame({ children }: { children: ReactNode }): ReactNode {
  const { t } = useTranslation();
  return (
    <figure className="game-dashboard__chart">
      <div className="game-dashboard__plot" aria-hidden="true">
        <Suspense fallback={null}>{children}</Suspense>
      </div>
      <ul className="game-dashboard__legend" aria-hidden="true">
        <li className="game-dashboard__legend-plays">{t('dashboard.plays')}</li>
        <li className="game-dashboard__legend-players">{t('dashboard.players')}</li>
        <li className="game-dashboard__legend-openers">{t('dashboard.openers')}</li>
      </ul>
      <figcaption>{t('dashboard.chartCaption')}</figcaption>
    </figure>
  );
}

function DayTable({ dashboard }: { dashboard: GameDashboard }): ReactNode {
  const { t } = useTranslation();
  const format = useNumbers();
  return (
    // Folded: thirty rows would push the refusals and errors far below the chart that draws them.
    <details className="game-dashboard__days-details">
      <summary>{t('dashboard.daysSummary')}</summary>
      <div className="table-scroll" role="region" aria-labelledby="dashboard-days" tabIndex={0}>
        <table className="data-table game-dashboard__days">
          <caption id="dashboard-days">{t('dashboard.daysCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('dashboard.day')}</th>
              <th scope="col">{t('dashboard.openers')}</th>
              <th scope="col">{t('dashboard.players')}</th>
              <th scope="col">{t('dashboard.plays')}</th>
              <th scope="col">{t('dashboard.finished')}</th>
              <th scope="col">{t('dashboard.coinsPaid')}</th>
            </tr>
          </thead>
          <tbody>
            {[...dashboard.days].reverse().map((day) => (
              <tr key={day.day}>
                <th scope="row">
                  <time dateTime={day.day}>{format.day(day.day)}</time>
                </th>
                <td>{format.count(day.openers)}</td>
                <td>{format.count(day.players)}</td>
                <td>{format.count(day.plays)}</td>
                <td>{format.count(day.finished)}</td>
                <td>{format.count(BigInt(day.coinsPaid))}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}

function DetailList({ items, empty, label }: { items: GameDashboard['refusals']; empty: string; label: (detail: string) => string }): ReactNode {
  const { t } = useTranslation();
  const format = useNumbers();
  if (items.length === 0) return <p>{empty}</p>;
  return (
    <ul className="game-dashboard__details">
      {items.map((item) => (
        <li key={item.detail}>
          <span>{label(item.detail)}</span> <span className="hint">{t('dashboard.times', { count: item.count, formatted: format.count(item.count) })}</span>
        </li>
      ))}
    </ul>
  );
}

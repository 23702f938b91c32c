import type { GameDashboard } from '@site/api-contract';
import { useEffect, useRef, useSyncExternalStore, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

/** The plot's height in CSS pixels: `.game-dashboard__plot` in game-dashboard.css keeps the same. */
const chartHeight = 240;

/** `<html data-appearance>`, the scheme the page's styles show now, followed as it changes. */
function subscribeToScheme(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-appearance'] });
  return () => {
    observer.disconnect();
  };
}
const shownSchemeAttribute = (): string => document.documentElement.dataset.appearance ?? '';

/** The site's colours as the current scheme (light or dark) sets them. */
function schemeColours(element: Element) {
  const style = getComputedStyle(element);
  const colour = (name: string) => style.getPropertyValue(name).trim() || 'currentColor';
  return { text: colour('--color-text-muted'), grid: colour('--color-border'), plays: colour('--color-accent'), players: colour('--color-focus'), openers: colour('--color-success') };
}

/**
 * The dashboard's 30 days drawn with uPlot: plays as bars, players and the players who opened the
 * page as lines. Loaded lazily by the dashboard (this module and the library are their own chunk)
 * into the figure it draws with its legend and caption, hidden from assistive technology: the table
 * beside it says the same.
 */
export default function DashboardChart({ days }: { days: GameDashboard['days'] }): ReactNode {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const box = useRef<HTMLDivElement>(null);
  // Drawn again when the scheme changes: the colours are read from the page's styles.
  const scheme = useSyncExternalStore(subscribeToScheme, shownSchemeAttribute, shownSchemeAttribute);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const colours = schemeColours(element);
    const dayLabel = new Intl.DateTimeFormat(language, { day: 'numeric', month: 'short', timeZone: 'UTC' });
    const whole = new Intl.NumberFormat(language);
    const data: uPlot.AlignedData = [
      days.map((day) => Date.parse(`${day.day}T00:00:00Z`) / 1000),
      days.map((day) => day.plays),
      days.map((day) => day.players),
      days.map((day) => day.openers),
    ];
    const axis = { stroke: colours.text, grid: { stroke: colours.grid, width: 1 }, ticks: { stroke: colours.grid, width: 1 } };
    const options: uPlot.Options = {
      width: Math.max(element.clientWidth, 240),
      height: chartHeight,
      // The figure around the chart has the legend, drawn with the page (game-dashboard.tsx).
      legend: { show: false },
      tzDate: (seconds) => uPlot.tzDate(new Date(seconds * 1000), 'Etc/UTC'),
      scales: { y: { range: (_plot, _min, max) => [0, Math.max(4, Math.ceil(max * 1.1))] } },
      axes: [
        { ...axis, values: (_plot, splits) => splits.map((split) => dayLabel.format(new Date(split * 1000))) },
        { ...axis, values: (_plot, splits) => splits.map((split) => (Number.isInteger(split) ? whole.format(split) : '')) },
      ],
      series: [
        { label: t('dashboard.day') },
        { label: t('dashboard.plays'), stroke: colours.plays, fill: colours.plays, paths: uPlot.paths.bars?.({ size: [0.6, 24] }), points: { show: false } },
        { label: t('dashboard.players'), stroke: colours.players, width: 2 },
        { label: t('dashboard.openers'), stroke: colours.openers, width: 2, dash: [6, 4] },
      ],
    };
    const plot = new uPlot(options, data, element);
    const resize = new ResizeObserver(() => {
      plot.setSize({ width: Math.max(element.clientWidth, 240), height: chartHeight });
    });
    resize.observe(element);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [days, language, t, scheme]);

  // Inside the figure's plot box (game-dashboard.tsx), which keeps this height before it is drawn.
  return <div ref={box} data-testid="dashboard-chart" />;
}

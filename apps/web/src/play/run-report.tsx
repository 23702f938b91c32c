import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '@site/api-contract/client';
import { usePublicConfig } from '../account/use-public-config.ts';
import { HomeScreenOffer } from './home-screen-offer.tsx';
import type { FinishedRun, StartedRun } from './run-bridge.ts';
import { RunOutcome, RunRefusal } from './run-outcome.tsx';
import './run-report.css';
import { StageNextStep } from './stage-next-step.tsx';
import { StageReport } from './stage-report.tsx';
import { VisitorRunEnd } from './visitor-run-end.tsx';

/** The last run on a game's page, as far as it went. */
export interface LastRun {
  started: StartedRun | null;
  finished: FinishedRun | null;
  refusal: { phase: 'start' | 'finish'; error: ApiError } | null;
  /** The game finished its run and the result is being saved (held until the minimum run time). */
  saving?: boolean;
}

export interface RunReportProps {
  lastRun: LastRun;
  gameTitle: string;
  /** On the stage, over the game: the short form, with the next step, in a sheet the player may hide (stage-report.tsx). */
  compact: boolean;
  /** The level the stage's game was opened at, for a game with levels: Play again's when the finish names none. */
  openedLevel: number | null;
  /** A visitor's play is over: the way to sign in and to play on (visitor-run-end.tsx). */
  visitorEnd: { returnPath: string; hasLevels: boolean; nextLevel: number | null } | null;
  /** The game afresh on the open stage at a level (null: as it was opened), offering levels up to `open`. */
  onPlay: (level: number | null, open?: number | null) => void;
}

/**
 * What a game's page says after a run: the result being saved, a refusal, what the run earned with
 * the next step, a visitor's end, and inside Telegram the home-screen offer. Its own chunk, off the
 * path to Play (issue 37): needed only once a run has started, and fetched then (or by the first
 * thing to report, such as a refused start or a visitor's end).
 */
export default function RunReport({ lastRun, gameTitle, compact, openedLevel, visitorEnd, onPlay }: RunReportProps): ReactNode {
  const { t } = useTranslation();
  const config = usePublicConfig();
  const runCost = config.status === 'ready' ? config.config.stamina.runCost : (lastRun.started?.staminaCost ?? null);
  const report = (
    <>
      {lastRun.saving && (
        <p className="notice" role="status" data-testid="run-saving">
          {t('play.savingResult')}
        </p>
      )}
      {lastRun.refusal && <RunRefusal phase={lastRun.refusal.phase} error={lastRun.refusal.error} />}
      {lastRun.finished && (
        <RunOutcome
          started={lastRun.started}
          finished={lastRun.finished}
          gameTitle={gameTitle}
          compact={compact}
          nextStep={<StageNextStep nextLevel={lastRun.finished.levelProgress?.nextLevel ?? null} playedLevel={lastRun.finished.levelProgress?.level.level ?? openedLevel} stamina={lastRun.finished.stamina} cost={runCost} onPlay={onPlay} />}
        />
      )}
      {visitorEnd && <VisitorRunEnd returnPath={visitorEnd.returnPath} hasLevels={visitorEnd.hasLevels} nextLevel={visitorEnd.nextLevel} onPlay={onPlay} />}
      {lastRun.finished && <HomeScreenOffer runId={lastRun.finished.run.id} />}
    </>
  );
  // A sheet of its own for each run's result, shown again for the next one however the last was left.
  return compact ? <StageReport key={lastRun.finished?.run.id ?? (visitorEnd ? 'visitor' : 'pending')}>{report}</StageReport> : report;
}

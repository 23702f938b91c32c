import { createGameHost, type GameHost, type GameHostCallbacks } from '@site/game-sdk/host';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { gameStatsLimits } from '@site/api-contract/game-stats-limits';
import { trackEvent } from '../analytics/analytics.ts';
import { LoadingIndicator } from '../components/loading-indicator.tsx';
import { LeaveRunDialog } from './leave-run-dialog.tsx';
import { leaderboardCallbacks } from './leaderboard-bridge.ts';
import { reportReadyTimeout } from './report-ready-timeout.ts';
import { reportStageEvent, stageEventDetail } from './report-stage-event.ts';
import { runCallbacks, type RunEvent } from './run-bridge.ts';
import { saveCallbacks } from './save-bridge.ts';
import { SoundIcon } from './sound-icon.tsx';
import { useGameAudio } from './use-game-audio.ts';
import { useTelegramStage } from './use-telegram-stage.ts';

/**
 * The game, full-screen, in `<iframe sandbox="allow-scripts">` — never `allow-same-origin`, so it
 * runs in an opaque origin and can reach nothing of the site — talking to the site only through
 * the SDK's host. Loading is shown until the game says `ready`; Back (or Escape) leaves, through
 * `onLeave`, which asks first while a run is in progress (`leaving` is that question).
 */
/** How long the loading screen waits for the game's `ready` before offering to show the game anyway. */
const slowLoadMs = 15_000;
/** How long it waits before showing the game anyway, unasked (the game SDK's README says so). */
const readyTimeoutMs = 30_000;

/**
 * `runs` replaces the players' run endpoints (stamina, rewards) with others: a moderator's review
 * runs. Read when the frame loads.
 */
export type StageRuns = Pick<GameHostCallbacks, 'onStartRun' | 'onFinishRun'>;

export interface LeaveQuestion {
  /** The stamina the run in progress cost, when known. */
  staminaCost: number | null;
  onStay: () => void;
  onLeave: () => void;
}

export function GameStage({
  gameId,
  title,
  src,
  onEvent,
  runs,
  onLeave,
  leaving = null,
  children,
}: {
  gameId: string;
  title: string;
  src: string;
  onEvent?: (event: RunEvent) => void;
  runs?: StageRuns;
  onLeave: () => void;
  leaving?: LeaveQuestion | null;
  children?: ReactNode;
}): ReactNode {
  const { t } = useTranslation();
  const frameRef = useRef<HTMLIFrameElement>(null);
  const backRef = useRef<HTMLButtonElement>(null);
  const [ready, setReady] = useState(false);
  /** Whether the game said in its handshake that it speaks protocol version 2 (which hears the mute button). */
  const [speaksV2, setSpeaksV2] = useState(false);
  const [slow, setSlow] = useState(false);
  const [uncovered, setUncovered] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [audio, toggleAudio] = useGameAudio();
  const hostRef = useRef<GameHost | null>(null);
  const pausedRef = useRef(false);
  const eventRef = useRef(onEvent);
  const runsRef = useRef(runs);
  const leaveRef = useRef(onLeave);
  const stayRef = useRef(leaving?.onStay);
  useEffect(() => {
    eventRef.current = onEvent;
    runsRef.current = runs;
    leaveRef.current = onLeave;
    stayRef.current = leaving?.onStay;
  }, [onEvent, runs, onLeave, leaving]);
  /** The one way out of the stage: Back, Escape, Telegram's Back (and the game's own exit) all come here. */
  const leave = useCallback(() => {
    leaveRef.current();
  }, []);
  useTelegramStage(leave);
  /** Escape, on the site or in the game: answers the leave question (keep playing) when it is asked, and leaves otherwise. */
  const escape = useCallback(() => {
    if (stayRef.current) stayRef.current();
    else leave();
  }, [leave]);

  // The frame is made after the stage has painted (a task after the next frame): the tap on Play
  // is answered by the stage at once, and making a frame and starting its load are no part of it.
  const [frameMade, setFrameMade] = useState(false);
  useEffect(() => {
    let afterPaint: ReturnType<typeof setTimeout> | undefined;
    const nextFrame = requestAnimationFrame(() => {
      afterPaint = setTimeout(() => {
        setFrameMade(true);
      });
    });
    return () => {
      cancelAnimationFrame(nextFrame);
      clearTimeout(afterPaint);
    };
  }, []);

  useEffect(() => {
    const iframe = frameRef.current;
    if (!iframe) return;
    const loadStart = performance.now();
    const host = createGameHost({
      iframe,
      onReady: ({ version }) => {
        setReady(true);
        setSpeaksV2(version === 2);
        const readyMs = Math.round(performance.now() - loadStart);
        trackEvent('game_ready', { game: gameId, ms: readyMs });
        // What players saw, for the maker's dashboard (a moderator's review is not a player's).
        if (!runsRef.current) reportStageEvent(gameId, { kind: 'ready', readyMs: Math.min(readyMs, gameStatsLimits.readyMsMax) });
      },
      onProtocolError: (report) => {
        if (!runsRef.current) reportStageEvent(gameId, { kind: 'game_error', detail: stageEventDetail(report.reason) });
      },
      onLoadingProgress: setProgress,
      // Escape inside the game (that the game did not use itself), or its own exit request.
      onExit: escape,
      ...saveCallbacks(gameId),
      ...leaderboardCallbacks(gameId),
      ...(runsRef.current ??
        runCallbacks(gameId, (event) => {
          if (event.kind === 'refused' && event.phase === 'start') reportStageEvent(gameId, { kind: 'run_refused', detail: event.error.code });
          eventRef.current?.(event);
        })),
    });
    host.setPaused(pausedRef.current);
    hostRef.current = host;
    // The frame loads only once the host listens, so the game's first `ready` is never missed.
    iframe.src = src;
    return () => {
      // The stage is closing: a game that finishes a run meanwhile is still answered until then.
      host.setPaused(true);
      host.destroy();
      hostRef.current = null;
    };
  }, [gameId, src, escape, frameMade]);

  // Paused while the page is hidden or a dialog (the leave question) is open; resumed after.
  const dialogOpen = leaving !== null;
  useEffect(() => {
    const sync = (): void => {
      pausedRef.current = document.hidden || dialogOpen;
      hostRef.current?.setPaused(pausedRef.current);
    };
    sync();
    document.addEventListener('visibilitychange', sync);
    return () => {
      document.removeEventListener('visibilitychange', sync);
    };
  }, [dialogOpen, src]);

  useEffect(() => {
    hostRef.current?.setAudio(audio);
  }, [audio, src]);

  // A game that never says `ready` (broken, or made without the SDK) is not hidden for ever, and
  // its maker is told (a player's own stage, not a moderator's review).
  useEffect(() => {
    if (ready) return;
    const timer = setTimeout(() => {
      setSlow(true);
    }, slowLoadMs);
    const shown = setTimeout(() => {
      setUncovered(true);
      trackEvent('game_ready_timeout', { game: gameId });
      if (!runsRef.current) reportReadyTimeout(gameId);
    }, readyTimeoutMs);
    return () => {
      clearTimeout(timer);
      clearTimeout(shown);
    };
  }, [src, gameId, ready]);

  useEffect(() => {
    backRef.current?.focus();
    const onKeyDown = (event: KeyboardEvent): void => {
      if (event.key === 'Escape') escape();
    };
    // The stage is a modal over the whole site: the site behind it is out of reach (focus,
    // screen readers) until the player leaves.
    const site = document.getElementById('root');
    site?.setAttribute('inert', '');
    document.addEventListener('keydown', onKeyDown);
    document.documentElement.classList.add('game-stage-open');
    return () => {
      site?.removeAttribute('inert');
      document.removeEventListener('keydown', onKeyDown);
      document.documentElement.classList.remove('game-stage-open');
    };
  }, [escape]);

  return createPortal(
    <div className="game-stage" role="dialog" aria-modal="true" aria-label={title} data-testid="game-stage">
      <div className="game-stage__bar" inert={leaving !== null}>
        <button ref={backRef} type="button" className="button button--small" onClick={leave}>
          <span aria-hidden="true">← </span>
          {t('play.back')}
        </button>
        <span className="game-stage__title">{title}</span>
        {speaksV2 && (
          <button type="button" className="button button--small game-stage__mute" aria-pressed={!audio} onClick={toggleAudio} data-testid="game-mute">
            <SoundIcon muted={!audio} />
            {t('play.mute')}
          </button>
        )}
      </div>
      {children}
      <div className="game-stage__frame-box" aria-busy={!ready} inert={leaving !== null}>
        {!ready && !uncovered && (
          <div className="game-stage__loading">
            <LoadingIndicator label={progress === null ? t('play.loadingGame') : t('play.loadingProgress', { progress })} />
            {slow && (
              <div className="game-stage__slow">
                <p>{t('play.slow')}</p>
                <button
                  type="button"
                  className="button"
                  onClick={() => {
                    setUncovered(true);
                  }}
                >
                  {t('play.showAnyway')}
                </button>
              </div>
            )}
          </div>
        )}
        {frameMade && <iframe ref={frameRef} className="game-stage__frame" title={t('play.frameTitle', { title })} sandbox="allow-scripts" referrerPolicy="no-referrer" data-ready={ready} />}
      </div>
      {leaving && <LeaveRunDialog staminaCost={leaving.staminaCost} onStay={leaving.onStay} onLeave={leaving.onLeave} />}
    </div>,
    document.body,
  );
}

import { createGameHost, type GameHost, type GameHostCallbacks, type GameOverInput } from '@site/game-sdk/host';
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { gameStatsLimits } from '@site/api-contract/game-stats-limits';
import { trackEvent } from '../analytics/analytics.ts';
import { LoadingIndicator } from '../components/loading-indicator.tsx';
import { afterNextPaint } from './after-next-paint.ts';
import { holdRunStarts } from './hold-run-starts.ts';
import { LeaveRunDialog } from './leave-run-dialog.tsx';
import { achievementCallbacks } from './achievement-bridge.ts';
import { leaderboardCallbacks } from './leaderboard-bridge.ts';
import { claimPaintedFrame, dropPaintedStage, paintedFrameFor } from './painted-play.ts';
import { refusalDetail, reportStageEvent, stageEventDetail } from './report-stage-event.ts';
import { runCallbacks, type RunEvent } from './run-bridge.ts';
import { saveCallbacks } from './save-bridge.ts';
import { SoundIcon } from './sound-icon.tsx';
import { useGameAudio } from './use-game-audio.ts';
import { useReadyWait } from './use-ready-wait.ts';
import { useHiddenFrameFocusGuard } from './use-hidden-frame-focus-guard.ts';
import { useFocusGameWhenReady } from './use-focus-game-when-ready.ts';
import { useStageModal } from './use-stage-modal.ts';
import { useTelegramStage } from './use-telegram-stage.ts';

/**
 * `runs` replaces the players' run endpoints (stamina, rewards) with others: a moderator's review
 * runs. Read when the frame loads.
 */
export type StageRuns = Pick<GameHostCallbacks, 'onStartRun' | 'onFinishRun'>;

/**
 * The playground's test mode (src/playground): saves, boards and achievements answered from the
 * maker's sandbox instead of the server, and every request and console message of the game told
 * to the page. Read when the frame loads; with it, the stage sends no analytics.
 */
export type StageTestMode = Pick<GameHostCallbacks, 'onLoad' | 'onSave' | 'onGetLeaderboard' | 'onGetAchievements' | 'onRequest' | 'onDiagnostic'>;

export interface LeaveQuestion {
  /** The stamina the run in progress cost, when known. */
  staminaCost: number | null;
  onStay: () => void;
  onLeave: () => void;
}

/**
 * The game, full-screen, in `<iframe sandbox="allow-scripts">` — never `allow-same-origin`, so it
 * runs in an opaque origin and can reach nothing of the site — talking to the site only through
 * the SDK's host. Loading is shown until the game says `ready`; Back (or Escape) leaves, through
 * `onLeave`, which asks first while a run is in progress (`leaving` is that question).
 *
 * `shown={false}` loads the game before Play (docs/web/behaviour.md#game-page-and-stage): the
 * stage is laid out at its full size but not painted (`visibility: hidden`), `inert` and
 * `aria-hidden`, so neither the keyboard nor a screen reader reaches it; the game is held paused
 * and muted (protocol version 2), a run it asks to start waits for Play, its `exit` is ignored,
 * and nothing is reported. Setting `shown` reveals the same frame: nothing loads again.
 */
export function GameStage({
  gameId,
  title,
  src,
  shown = true,
  onEvent,
  onGameOver,
  runs,
  testMode,
  onLeave,
  leaving = null,
  children,
}: {
  gameId: string;
  title: string;
  /** Null while what the game's URL depends on is still being read (the player's level): the stage shows its loading, without a frame. */
  src: string | null;
  /** False while the game loads ahead of Play, hidden; true once the player pressed Play (the default). */
  shown?: boolean;
  onEvent?: (event: RunEvent) => void;
  /**
   * The game said its play is over (version 2's `gameOver`), with a run or without (a visitor's):
   * `play` is the level it named and whether it was completed, or null.
   */
  onGameOver?: (play: GameOverInput | null) => void;
  runs?: StageRuns;
  testMode?: StageTestMode;
  onLeave: () => void;
  leaving?: LeaveQuestion | null;
  children?: ReactNode;
}): ReactNode {
  const { t } = useTranslation();
  const frameRef = useRef<HTMLIFrameElement>(null);
  const backRef = useRef<HTMLButtonElement>(null);
  // The frame index.html's stage started before the site's code was in, ahead or at a tap
  // (painted-play.ts): moved into this stage as it is, with what the game said meanwhile, instead
  // of loaded again (below). A game that already said it was ready there stays shown.
  const [adopted] = useState(() => paintedFrameFor(src));
  const [ready, setReady] = useState(() => adopted?.iframe.dataset.ready === 'true');
  /** Whether the game said in its handshake that it speaks protocol version 2 (which hears the mute button). */
  const [speaksV2, setSpeaksV2] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [audio, toggleAudio] = useGameAudio();
  const hostRef = useRef<GameHost | null>(null);
  const pausedRef = useRef(!shown);
  const audioRef = useRef(shown && audio);
  const shownRef = useRef(shown);
  // Resolved when the player has pressed Play: a run the game asked for before then starts now.
  const [revealed] = useState(revealPromise);
  /** When the stage was shown (performance.now()), and when its game said it was ready. */
  const shownAt = useRef<number | null>(null);
  const readyAt = useRef<number | null>(null);
  const eventRef = useRef(onEvent);
  const gameOverRef = useRef(onGameOver);
  const runsRef = useRef(runs);
  const testModeRef = useRef(testMode);
  const leaveRef = useRef(onLeave);
  const stayRef = useRef(leaving?.onStay);
  /** A player's own stage, whose reports reach the maker's dashboard (not a moderator's review). */
  const isPlayersStage = useCallback(() => runsRef.current === undefined, []);
  useEffect(() => {
    eventRef.current = onEvent;
    gameOverRef.current = onGameOver;
    runsRef.current = runs;
    testModeRef.current = testMode;
    leaveRef.current = onLeave;
    stayRef.current = leaving?.onStay;
  }, [onEvent, onGameOver, runs, testMode, onLeave, leaving]);
  /** The one way out of the stage: Back, Escape, Telegram's Back (and the game's own exit) all come here. */
  const leave = useCallback(() => {
    leaveRef.current();
  }, []);
  useTelegramStage(leave, shown);
  /** Escape, on the site or in the game: answers the leave question (keep playing) when it is asked, and leaves otherwise. */
  const escape = useCallback(() => {
    if (stayRef.current) stayRef.current();
    else leave();
  }, [leave]);

  const slotRef = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (!adopted) {
      // A stage with its own frame (another URL): index.html's stage is not this game's.
      if (src !== null) dropPaintedStage();
      return;
    }
    if (!claimPaintedFrame(adopted)) return;
    slotRef.current?.moveBefore(adopted.iframe, null);
    adopted.element.remove();
    frameRef.current = adopted.iframe;
  }, [adopted, src]);
  // What React would render on its own frame, on the adopted one (its ref after the move).
  useEffect(() => {
    const frame = frameRef.current;
    if (!adopted || !frame) return;
    frame.title = t('play.frameTitle', { title });
    frame.dataset.ready = String(ready);
  }, [adopted, ready, t, title]);

  // The frame is made after the stage has painted (a task after the next frame): the tap on Play
  // is answered by the stage at once, and making a frame and starting its load are no part of it.
  const [frameMade, setFrameMade] = useState(false);
  const hasFrame = adopted !== null || frameMade;
  useEffect(
    () =>
      afterNextPaint(() => {
        setFrameMade(true);
      }),
    [],
  );

  useEffect(() => {
    const iframe = frameRef.current;
    if (!iframe || src === null) return;
    readyAt.current = null;
    const frameGone = new AbortController();
    const stageRuns =
      runsRef.current ??
      runCallbacks(gameId, (event) => {
        if (event.kind === 'refused') reportStageEvent(gameId, { kind: 'run_refused', detail: refusalDetail(event.phase, event.error) });
        eventRef.current?.(event);
      });
    const host = createGameHost({
      iframe,
      onReady: ({ version }) => {
        readyAt.current = performance.now();
        setReady(true);
        setSpeaksV2(version === 2);
      },
      onProtocolError: (report) => {
        if (isPlayersStage()) reportStageEvent(gameId, { kind: 'game_error', detail: stageEventDetail(report.reason) });
      },
      onLoadingProgress: setProgress,
      onGameOver: (play) => {
        if (shownRef.current) gameOverRef.current?.(play);
      },
      // Escape inside the game (that the game did not use itself), or its own exit request: not
      // before Play, when the game is not there for the player.
      onExit: () => {
        if (shownRef.current) escape();
      },
      ...saveCallbacks(gameId),
      ...leaderboardCallbacks(gameId),
      ...achievementCallbacks(gameId),
      ...testModeRef.current,
      ...holdRunStarts(stageRuns, revealed.promise, frameGone.signal),
    });
    host.setPaused(pausedRef.current);
    host.setAudio(audioRef.current);
    hostRef.current = host;
    if (adopted) {
      // What the game said before this host listened, heard now, in order, as the host hears it.
      adopted.stopKeeping();
      for (const { data, origin } of adopted.messages.splice(0)) window.dispatchEvent(new MessageEvent('message', { data, origin, source: iframe.contentWindow }));
    } else {
      // The frame loads only once the host listens, so the game's first `ready` is never missed.
      iframe.src = src;
    }
    return () => {
      // The stage is closing: a game that finishes a run meanwhile is still answered until then.
      frameGone.abort(new Error('The game was closed before Play.'));
      host.setPaused(true);
      host.destroy();
      hostRef.current = null;
    };
  }, [gameId, src, escape, hasFrame, adopted, revealed, isPlayersStage]);

  useEffect(() => {
    shownRef.current = shown;
    if (!shown) return;
    shownAt.current ??= performance.now();
    revealed.resolve();
  }, [shown, revealed]);

  // The time to ready as the player saw it, once they pressed Play (docs/web/behaviour.md#game-page-and-stage): from Play to the game's ready; 0 for a game that was ready before Play. A game
  // loaded ahead and never shown reports nothing.
  // Sent after the stage's paint: no part of the tap on Play.
  useEffect(() => {
    const readyTime = readyAt.current;
    const shownTime = shownAt.current;
    if (!ready || !shown || readyTime === null || shownTime === null) return;
    const readyMs = Math.max(0, Math.round(readyTime - shownTime));
    return afterNextPaint(() => {
      if (!testModeRef.current) trackEvent('game_ready', { game: gameId, ms: readyMs });
      // What players saw, for the maker's dashboard (a moderator's review is not a player's).
      if (isPlayersStage()) reportStageEvent(gameId, { kind: 'ready', readyMs: Math.min(readyMs, gameStatsLimits.readyMsMax) });
    });
  }, [ready, shown, gameId, isPlayersStage]);

  // Paused until Play, and while the page is hidden or a dialog (the leave question) is open;
  // resumed after. Muted until Play, then as the stage's mute button says. Pausing and muting are
  // told at once; resuming and sound wait for the stage's paint, so that the messages into the
  // game's frame are no part of the tap on Play (its INP, docs/web/benchmarks.md).
  const dialogOpen = leaving !== null;
  useEffect(() => {
    const sync = (): void => {
      pausedRef.current = !shown || document.hidden || dialogOpen;
      hostRef.current?.setPaused(pausedRef.current);
    };
    let cancelResume: (() => void) | undefined;
    if (!shown || document.hidden || dialogOpen) sync();
    else cancelResume = afterNextPaint(sync);
    document.addEventListener('visibilitychange', sync);
    return () => {
      cancelResume?.();
      document.removeEventListener('visibilitychange', sync);
    };
  }, [dialogOpen, shown, src]);

  useEffect(() => {
    const sync = (): void => {
      audioRef.current = shown && audio;
      hostRef.current?.setAudio(audioRef.current);
    };
    if (shown && audio) return afterNextPaint(sync);
    sync();
  }, [audio, shown, src]);

  const { slow, uncovered, uncover } = useReadyWait(shown && !ready, gameId, isPlayersStage);
  const readyRef = useRef(ready);
  useEffect(() => {
    readyRef.current = ready;
  }, [ready]);
  // The stage's first focus: a game ready already (loaded ahead of Play) takes it at once; else
  // Back holds it until the game is ready, and then the game takes it (its keys are the game's).
  const focusFirst = useCallback(() => (readyRef.current ? frameRef.current : null) ?? backRef.current, []);
  useStageModal(shown, focusFirst, escape);
  useFocusGameWhenReady(shown && ready, frameRef, backRef);
  useHiddenFrameFocusGuard(!shown, frameRef);

  return createPortal(
    <div
      className={shown ? 'game-stage' : 'game-stage game-stage--preloading'}
      {...(shown ? { role: 'dialog', 'aria-modal': true, 'aria-label': title, 'data-testid': 'game-stage' } : { 'aria-hidden': true, inert: true })}
    >
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
                  onClick={uncover}
                >
                  {t('play.showAnyway')}
                </button>
              </div>
            )}
          </div>
        )}
        {adopted !== null && <div ref={slotRef} className="game-stage__frame-slot" />}
        {adopted === null && frameMade && src !== null && <iframe ref={frameRef} className="game-stage__frame" title={t('play.frameTitle', { title })} sandbox="allow-scripts" referrerPolicy="no-referrer" data-ready={ready} />}
      </div>
      {leaving && <LeaveRunDialog staminaCost={leaving.staminaCost} onStay={leaving.onStay} onLeave={leaving.onLeave} />}
    </div>,
    document.body,
  );
}

/** A promise and the function that resolves it. */
function revealPromise(): { promise: Promise<void>; resolve: () => void } {
  let resolve = (): void => undefined;
  const promise = new Promise<void>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

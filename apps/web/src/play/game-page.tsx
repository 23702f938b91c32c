import { shownScheme } from '../appearance/appearance-store.ts';
import { lazy, memo, startTransition, Suspense, useCallback, useDeferredValue, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { apiErrorText } from '../api/api-error-text.ts';
import { invalidateApiQueries } from '../api/api-query.ts';
import { usePublicConfig } from '../account/use-public-config.ts';
import { useAccount } from '../account/use-account.ts';
import { hasSignedInHint } from '../account/signed-in-hint.ts';
import '../economy/economy.css';
import { useTelegramMainButton } from '../telegram/use-telegram-main-button.ts';
import { afterNextPaint } from './after-next-paint.ts';
import { createStageAhead, StageSlot } from './stage-slot.tsx';
import { categoryKey } from './category-key.ts';
import { frameUrl, gameLanguage, levelFromSearch, levelOfFrameUrl, pageLevel } from './level-param.ts';
import './play.css';
import type { RunEvent, StartedRun } from './run-bridge.ts';
import type { LastRun } from './run-report.tsx';
import { reportStageEvent } from './report-stage-event.ts';
import { forgetUnfinishedRun, rememberUnfinishedRun, type UnfinishedRun } from './unfinished-run.ts';
import { useUnfinishedRun } from './use-unfinished-run.ts';
import { UnfinishedRunNotice } from './unfinished-run-notice.tsx';
import { useNextLevel } from './use-next-level.ts';
import { dropPaintedStage, takePaintedPlayTap } from './painted-play.ts';
import { useStageHistory } from './use-stage-history.ts';
import { useStagePreload } from './use-stage-preload.ts';
import { canBeGameId, isMissingGame, useGameDetails, type GameDetails } from './use-game-details.ts';

import { useStamina } from './use-stamina.ts';
import { rememberVisitorLevel, visitorNextLevel } from './visitor-next-level.ts';
import type { GameOverInput } from '@site/game-sdk/host';
import { QueryState } from '../components/query-state.tsx';
import { hapticForFinishedRun } from '../telegram/haptic-feedback.ts';
import { countFinishedRunInTelegram } from '../telegram/home-screen.ts';
import { GameLeaderboard } from '../leaderboards/game-leaderboard.tsx';
import { GameDescription } from './game-description.tsx';
import { GameAchievementsSection } from '../achievements/achievement-list.tsx';

/** What a game's page says after a run: its own chunk, off the path to Play, fetched when a run starts. */
const loadRunReport = () => import('./run-report.tsx');
const RunReport = lazy(loadRunReport);
/** Why Play waits when stamina is short: its own chunk, loaded only then. */
const StaminaShort = lazy(() => import('./stamina-short.tsx'));
/** The board below Play, drawn again only when what it shows changes: never for the tap on Play alone. */
const PageLeaderboard = memo(GameLeaderboard);
/** The description (its language's name is looked up in Intl), likewise not drawn again for the tap on Play. */
const PageDescription = memo(GameDescription);

/** `/games/:game`: a published game, what a run costs, and Play, which opens it in the sandbox (docs/api/games-runs-and-rewards.md). */
export default function GamePage(): ReactNode {
  const { t } = useTranslation();
  const { game: gameId = '' } = useParams();
  const query = useGameDetails(gameId);

  if (query.isSuccess) return <GameDetailsView details={query.data} />;
  const notFound = (
    <>
      <h1 id="page-heading">{t('play.notFound.heading')}</h1>
      <p>{t('play.notFound.text')}</p>
      <Link to="/" className="button button--primary">
        {t('play.notFound.home')}
      </Link>
    </>
  );
  if (!canBeGameId(gameId)) return <article className="page game-page" aria-labelledby="page-heading">{notFound}</article>;
  const failed = query.isError && !query.isFetching && !isMissingGame(query.error);
  return (
    <article className="page game-page" aria-labelledby="page-heading">
      {failed && <h1 id="page-heading">{t('titles.game')}</h1>}
      <QueryState query={query} failed={(error) => (isMissingGame(error) ? notFound : null)}>
        {() => null}
      </QueryState>
    </article>
  );
}

const noRun: LastRun = { started: null, finished: null, refusal: null };

/**
 * Started and neither finished nor refused at its finish: leaving now forfeits its stamina. A run
 * whose result is being saved is not asked about: its finish goes on after the stage closes.
 */
function inProgress(run: LastRun): boolean {
  return run.started !== null && run.finished === null && run.refusal?.phase !== 'finish' && run.saving !== true;
}

function unfinishedRunOf(started: StartedRun, title: string): UnfinishedRun {
  return { gameId: started.run.game, title, runId: started.run.id, startedAt: started.run.startedAt, staminaCost: started.staminaCost };
}

function GameDetailsView({ details }: { details: GameDetails }): ReactNode {
  const { t, i18n } = useTranslation();
  const { game } = details;
  const [search, setSearch] = useSearchParams();
  const location = useLocation();
  const account = useAccount();
  const signedIn = account.status === 'signed-in';
  const nextLevel = useNextLevel(game.id, game.levelCount !== null, signedIn);
  // The level the link asked for; without one, or beyond the highest level the server pays (a
  // signed-in player's next level), that level; once every level is completed, level 1, and the
  // level row says so (`allCompleted`).
  const linkedLevel = levelFromSearch(search.get('level'), game.levelCount);
  const { level, allCompleted } = pageLevel(linkedLevel, nextLevel);
  const lockedLink = linkedLevel !== null && level !== null && linkedLevel > level;
  // Whether the frame's URL is known: a signed-in player's progress answered (the level paid, which
  // the game offers no level beyond), or there is none to ask.
  const levelKnown = nextLevel.known;
  const config = usePublicConfig();
  const runCost = config.status === 'ready' ? config.config.stamina.runCost : null;
  const { query: stamina, set: setStamina } = useStamina(signedIn);
  // Too little stamina for a run, by the server's answer: recovering it is the page's first action,
  // and Play says why it waits (a run would be refused at its start, inside the game).
  const short = signedIn && runCost !== null && stamina.isSuccess && stamina.data.value < runCost;
  const navigate = useNavigate();
  // Where the frame loads the game now; the stage keeps the one it was opened with.
  const launchSrc = frameUrl(game.playUrl, {
    level: game.levelCount === null ? null : (level ?? 1),
    lang: gameLanguage(i18n.resolvedLanguage ?? i18n.language),
    theme: shownScheme(),
    open: nextLevel.level,
  });
  const [openedSrc, setOpenedSrc] = useState<string | null>(null);
  // Counts the stages closed: each one's game is gone, and the next Play gets a game of its own.
  const [stageSession, setStageSession] = useState(0);
  const [askSignIn, setAskSignIn] = useState(false);
  const [lastRun, setLastRun] = useState<LastRun>(noRun);
  /** A visitor's play is over (the game said `gameOver`): the stage offers Sign in. */
  const [visitorOver, setVisitorOver] = useState(false);
  /** Counts the games opened afresh on the open stage (Play again, the next level): each gets a frame of its own. */
  const [round, setRound] = useState(0);
  // A run this page (or an earlier one, before a reload or a closed tab) left unfinished.
  const [unfinished, setUnfinished] = useUnfinishedRun(game.id);
  // The next level after the last finished run, as the server answered it ('all-completed': none,
  // every level is); the page offers it once the stage closes.
  const levelAfterRuns = useRef<number | 'all-completed' | null>(null);
  const lastRunRef = useRef(lastRun);
  const playRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    lastRunRef.current = lastRun;
  }, [lastRun]);

  // The page opened, for the maker's dashboard (a signed-in player's, once per game shown).
  useEffect(() => {
    if (signedIn) reportStageEvent(game.id, { kind: 'opened' });
  }, [signedIn, game.id]);

  const onEvent = useCallback(
    (event: RunEvent) => {
      if (event.kind === 'started') {
        // Its result will need the report's code: fetched now, long before the finish (its minimum
        // time), and never in the frames that show the game after Play.
        void loadRunReport();
        rememberUnfinishedRun(unfinishedRunOf(event.started, game.title));
        setLastRun({ started: event.started, finished: null, refusal: null });
        setStamina(event.started.staminaAfter);
      } else if (event.kind === 'saving') {
        setLastRun((previous) => ({ ...previous, refusal: null, saving: true }));
      } else if (event.kind === 'finished') {
        forgetUnfinishedRun(event.finished.run.id);
        countFinishedRunInTelegram();
        void hapticForFinishedRun(BigInt(event.finished.earned) > 0n);
        setLastRun({ started: event.started, finished: event.finished, refusal: null });
        setStamina(event.finished.stamina);
        const progress = event.finished.levelProgress;
        if (progress) levelAfterRuns.current = progress.nextLevel ?? 'all-completed';
      } else {
        // A refused finish is told beside the game; the run cannot be finished any more.
        if (event.phase === 'finish') forgetUnfinishedRun();
        setLastRun((previous) => ({ ...previous, saving: false, refusal: { phase: event.phase, error: event.error } }));
      }
    },
    [setStamina, game.title],
  );

  const onGameOver = useCallback(
    (play: GameOverInput | null) => {
      if (signedIn) return;
      // The level the visitor completed, as the game says it: what their next level is offered from.
      rememberVisitorLevel({ id: game.id, levelCount: game.levelCount }, play);
      setVisitorOver(true);
    },
    [signedIn, game.id, game.levelCount],
  );

  /**
   * The stage's next step (packages/game-sdk README "One result per run"): the game afresh on the
   * open stage, at `next` (the next level, or the level just played again), or as it was opened
   * (null: a game without levels). The page's URL takes the level when the stage closes (the
   * stage's history entry keeps the URL).
   */
  const playNext = (next: number | null, open: number | null = next): void => {
    setLastRun(noRun);
    setVisitorOver(false);
    if (next !== null) {
      levelAfterRuns.current = next;
      // A signed-in player's levels go up to the server's answer to the finish: the highest it pays
      // now; none once every level is completed (Play again's `open` is null then).
      setOpenedSrc(frameUrl(game.playUrl, { level: next, lang: gameLanguage(i18n.resolvedLanguage ?? i18n.language), theme: shownScheme(), open: signedIn ? open : null }));
    }
    setRound((count) => count + 1);
  };

  // What Play shows at once, before the page's own state follows (stage-slot.tsx).
  const [stageAhead] = useState(createStageAhead);
  // The page's own opening, after the stage has painted; cancelled by a way out taken before it.
  const pageOpening = useRef<(() => void) | null>(null);
  const stageWasOpen = useRef(false);
  useEffect(
    () => () => {
      pageOpening.current?.();
    },
    [],
  );

  const onStageClosed = useCallback(() => {
    // A way out taken before the page followed Play's tap: its opening is not wanted any more, and
    // Play takes the focus back here (the page never saw its stage open: the effect below does not).
    pageOpening.current?.();
    pageOpening.current = null;
    if (!stageWasOpen.current) afterNextPaint(() => playRef.current?.focus());
    stageAhead.set(null);
    const left = lastRunRef.current;
    if (inProgress(left) && left.started) {
      // The player chose to leave the run: what it cost is said on the page, as after a reload.
      forgetUnfinishedRun(left.started.run.id);
      setUnfinished(unfinishedRunOf(left.started, game.title));
      setLastRun(noRun);
    }
    setOpenedSrc(null);
    setVisitorOver(false);
    setStageSession((session) => session + 1);
    void invalidateApiQueries('getStamina');
    const next = levelAfterRuns.current;
    levelAfterRuns.current = null;
    if (next !== null) {
      setSearch(
        (previous) => {
          const updated = new URLSearchParams(previous);
          // Every level completed: the page says so, and opens level 1.
          if (next === 'all-completed') updated.delete('level');
          else updated.set('level', String(next));
          return updated;
        },
        { replace: true },
      );
    }
  }, [setSearch, setUnfinished, game.title, stageAhead]);

  const stage = useStageHistory({ runInProgress: inProgress(lastRun), onClosed: onStageClosed });

  // Back on the page, the focus returns to Play. In an effect: the stage's own effect cleanup, which
  // gives the page back (removes `inert`), runs before it in the same commit; a focus asked for
  // earlier (a frame callback) met an inert page on a busy machine and was dropped.
  useEffect(() => {
    if (stage.open) stageWasOpen.current = true;
    else if (stageWasOpen.current) {
      stageWasOpen.current = false;
      playRef.current?.focus();
    }
  }, [stage.open]);

  const play = (): void => {
    if (!signedIn) {
      // A stage index.html opened for a session that has since ended: not this visitor's.
      dropPaintedStage();
      setAskSignIn(true);
      return;
    }
    openGame();
  };

  /**
   * Opens the stage, showing the game loaded ahead when it was (the same URL); a visitor plays
   * without runs, and the game's save stays in this browser until they sign in. The tap renders
   * the stage alone (its INP, issue 37); the page under it (the report cleared, the stage's history
   * entry, the board hidden) follows in a transition once the stage has painted.
   */
  const openGame = (): void => {
    const src = levelKnown ? launchSrc : null;
    stageAhead.set({ src });
    stage.announceOpening();
    pageOpening.current?.();
    const cancel = afterNextPaint(() => {
      pageOpening.current = null;
      startTransition(() => {
        setLastRun(noRun);
        setUnfinished(null);
        setOpenedSrc(src);
        stage.openStage();
      });
    });
    pageOpening.current = cancel;
  };

  /** Back, Escape or the game's exit: before the page has followed the tap, its opening is dropped at once. */
  const leaveStage = (): void => {
    pageOpening.current?.();
    pageOpening.current = null;
    stage.requestClose();
  };

  // The rows that wait for the server (the level, the player's stamina) are drawn, with '…', from
  // the first render, so that Play does not move down as their answers arrive: the stamina's when
  // this browser was last signed in (its session is most likely still there).
  const [signedInBefore] = useState(hasSignedInHint);
  const playLabel = level === null ? t('play.play') : t('play.playLevel', { level });
  const accountPending = account.status === 'loading' || account.status === 'unknown';
  // The game is loaded, hidden, once Play is interactive and its frame's URL is known (the level).
  const preloaded = useStagePreload(!accountPending && levelKnown, stageSession);
  // An open stage without a frame URL (Play came before the player's level, or the page was made
  // again while its stage was open: use-stage-history.ts) shows its loading; the URL Play would
  // open is taken, and kept, as soon as the level is known.
  if (stage.open && openedSrc === null && levelKnown) setOpenedSrc(launchSrc);
  const stageSrc = stage.open ? openedSrc : preloaded ? launchSrc : null;
  // The leaderboard behind the stage goes (and comes back) in a render of its own, after the tap's;
  // on the page's first render it comes in the next one, so Play is interactive without waiting for it.
  const boardCovered = useDeferredValue(stage.open, true);
  // Inside Telegram, Play is also Telegram's main button: the one action of this page, at the
  // thumb, and gone while the game is open.
  useTelegramMainButton({ text: short ? t('titles.recoverStamina') : playLabel, disabled: accountPending, loading: accountPending, visible: !stage.open, onClick: short ? () => void navigate('/recover-stamina') : play });
  // A game index.html loaded ahead that no stage of this page took goes with the page.
  useEffect(() => dropPaintedStage, []);
  // Whether a tap on Play can be judged: for a signed-in player, once their stamina and a run's
  // cost have answered (or the stamina failed to: the run's start then says what is wrong).
  const playJudged = !accountPending && (!signedIn || (runCost !== null && !stamina.isPending));
  // The Play index.html painted (painted-play.ts): its focus moves here, and its tap is done, once,
  // when Play works and can be judged. That Play did not know the stamina: with too little for a
  // run, the stage it opened goes and the page says why Play waits (Play's description), as a tap
  // on the live Play would have shown; the game it loaded would only have refused the run.
  useEffect(() => {
    const kept = playJudged ? takePaintedPlayTap() : undefined;
    if (kept) playRef.current?.focus();
    if (kept !== 'tap') return;
    if (short) dropPaintedStage();
    // The tap came from outside React (index.html's script): doing it here is the effect's purpose.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    else play();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when Play first can be judged: not again for a new `play`
  }, [playJudged]);

  const visitorEnd =
    visitorOver && !signedIn && stage.open
      ? { returnPath: location.pathname + location.search, hasLevels: game.levelCount !== null, nextLevel: visitorNextLevel(game, openedSrc === null ? null : levelOfFrameUrl(openedSrc, game.levelCount)) }
      : null;
  // Its code loads only when there is something to report (the stage's opening fetched it ahead),
  // and nothing of it shows, not even the stage's empty sheet, until it is in.
  const report = (lastRun.saving === true || lastRun.refusal !== null || lastRun.finished !== null || visitorEnd !== null) && (
    <RunReport lastRun={lastRun} gameTitle={game.title} compact={stage.open} openedLevel={openedSrc === null ? null : levelOfFrameUrl(openedSrc, game.levelCount)} visitorEnd={visitorEnd} onPlay={playNext} />
  );

  return (
    <article className="page game-page" aria-labelledby="page-heading">
      <div className="game-page__head">
        {game.thumbnailUrl && <img className="game-page__thumbnail" src={game.thumbnailUrl} alt="" width={96} height={96} />}
        <div>
          <h1 id="page-heading">{game.title}</h1>
          <p className="hint">
            {t(categoryKey(game.category))}
            {game.author !== null && ` · ${t('play.byAuthor', { author: game.author })}`}
          </p>
        </div>
      </div>
      {unfinished && (
        <UnfinishedRunNotice
          run={unfinished}
          onDismiss={() => {
            setUnfinished(null);
            playRef.current?.focus();
          }}
        />
      )}
      <PageDescription game={game} />
      <dl className="details economy-facts">
        {game.levelCount !== null && (
          <div className="economy-facts__row">
            <dt>{t('play.level')}</dt>
            <dd data-testid="level-now">
              {linkedLevel === null && (accountPending || !levelKnown) ? '…' : allCompleted ? t('play.allLevelsCompleted', { count: game.levelCount }) : t('play.levelOfCount', { level: level ?? 1, count: game.levelCount })}
            </dd>
          </div>
        )}
        <div className="economy-facts__row">
          <dt>{t('play.runCost')}</dt>
          <dd data-testid="run-cost">{runCost === null ? '…' : t('play.staminaPoints', { count: runCost })}</dd>
        </div>
        {(signedIn || (accountPending && signedInBefore)) && (
          <div className="economy-facts__row">
            <dt>{t('play.staminaNow')}</dt>
            <dd data-testid="stamina-now">
              {stamina.isSuccess ? t('play.valueOfMax', { value: stamina.data.value, max: stamina.data.max }) : stamina.isError ? apiErrorText(t, stamina.error) : '…'}
            </dd>
          </div>
        )}
      </dl>
      {lockedLink && (
        <p className="hint" data-testid="level-not-open">
          {t('play.levelNotOpen', { asked: linkedLevel, open: level })}
        </p>
      )}
      <div className="game-page__actions">
        <button
          ref={playRef}
          type="button"
          className={short ? 'button game-page__play' : 'button button--primary game-page__play'}
          onClick={short ? undefined : play}
          disabled={accountPending}
          aria-disabled={short || undefined}
          aria-describedby={short ? 'stamina-short' : undefined}
        >
          {playLabel}
        </button>
        {short && (
          <Link to="/recover-stamina" className="button button--primary">
            {t('titles.recoverStamina')}
          </Link>
        )}
        <Link to="/" className="button">
          {t('play.allGames')}
        </Link>
      </div>
      {short && (
        <Suspense fallback={null}>
          <StaminaShort id="stamina-short" stamina={stamina.data} cost={runCost} answeredAt={stamina.dataUpdatedAt} onBack={() => void stamina.refetch()} />
        </Suspense>
      )}
      {askSignIn && !signedIn && (
        <div className="notice game-page__sign-in" role="status" data-testid="sign-in-to-play">
          <p>{t('play.signInToPlay')}</p>
          <div className="actions">
            <Link to="/login" className="button button--primary">
              {t('nav.login')}
            </Link>
            <button type="button" className="button" onClick={openGame} data-testid="play-as-visitor">
              {t('play.playAsVisitor')}
            </button>
          </div>
          <p className="hint">{game.levelCount === null ? t('play.visitorSaves') : t('play.visitorSavesLevels')}</p>
        </div>
      )}
      {!stage.open && report && <Suspense fallback={null}>{report}</Suspense>}
      {!boardCovered && <PageLeaderboard game={game.id} levelCount={game.levelCount} initialLevel={lastRun.finished?.run.level ?? level} signedIn={signedIn} refreshKey={lastRun.finished?.run.id ?? ''} />}
      {!boardCovered && <GameAchievementsSection gameId={game.id} />}
      <StageSlot
        ahead={stageAhead}
        open={stage.open}
        src={stageSrc}
        stageKey={`${String(stageSession)} ${String(round)}`}
        gameId={game.id}
        title={game.title}
        onEvent={onEvent}
        onGameOver={onGameOver}
        onLeave={leaveStage}
        leaving={stage.asking ? { staminaCost: lastRun.started?.staminaCost ?? null, onStay: stage.keepPlaying, onLeave: stage.leaveRun } : null}
      >
        {stage.open && report && <Suspense fallback={null}>{report}</Suspense>}
      </StageSlot>
    </article>
  );
}

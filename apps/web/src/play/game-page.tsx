import { useCallback, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { apiErrorText } from '../account/api-error-text.ts';
import { usePublicConfig } from '../account/use-public-config.ts';
import { useAccount } from '../account/use-account.ts';
import type { ApiError } from '../api/api-error.ts';
import { LoadingIndicator } from '../components/loading-indicator.tsx';
import '../economy/economy.css';
import { GameStage } from './game-stage.tsx';
import { categoryKey } from './category-key.ts';
import { frameUrl, levelFromSearch } from './level-param.ts';
import './play.css';
import type { FinishedRun, RunEvent, StartedRun } from './run-bridge.ts';
import { RunOutcome, RunRefusal } from './run-outcome.tsx';
import { useGameDetails, type GameDetails } from './use-game-details.ts';
import { useStamina } from './use-stamina.ts';
import { LoadError } from '../components/load-error.tsx';

/** `/games/:game`: a published game, what a run costs, and Play, which opens it in the sandbox (DESIGN §12). */
export default function GamePage(): ReactNode {
  const { t } = useTranslation();
  const { game: gameId = '' } = useParams();
  const { state, retry } = useGameDetails(gameId);

  if (state.status === 'ready') return <GameDetailsView details={state.details} />;
  return (
    <article className="page game-page" aria-labelledby="page-heading">
      {state.status === 'loading' && <LoadingIndicator label={t('common.loading')} />}
      {state.status === 'not-found' && (
        <>
          <h1 id="page-heading">{t('play.notFound.heading')}</h1>
          <p>{t('play.notFound.text')}</p>
          <Link to="/" className="button button--primary">
            {t('play.notFound.home')}
          </Link>
        </>
      )}
      {state.status === 'error' && (
        <>
          <h1 id="page-heading">{t('titles.game')}</h1>
          <LoadError error={state.error} retry={retry} />
        </>
      )}
    </article>
  );
}

interface LastRun {
  started: StartedRun | null;
  finished: FinishedRun | null;
  refusal: { phase: 'start' | 'finish'; error: ApiError } | null;
  /** The game finished its run and the result is being saved (held until the minimum run time). */
  saving?: boolean;
}

function GameDetailsView({ details }: { details: GameDetails }): ReactNode {
  const { t } = useTranslation();
  const { game } = details;
  const [search] = useSearchParams();
  const level = levelFromSearch(search.get('level'), game.levelCount);
  const account = useAccount();
  const signedIn = account.status === 'signed-in';
  const config = usePublicConfig();
  const runCost = config.status === 'ready' ? config.config.stamina.runCost : null;
  const { state: staminaState, refresh: refreshStamina, set: setStamina } = useStamina(signedIn);
  const [playing, setPlaying] = useState(false);
  const [askSignIn, setAskSignIn] = useState(false);
  const [lastRun, setLastRun] = useState<LastRun>({ started: null, finished: null, refusal: null });
  const playRef = useRef<HTMLButtonElement>(null);

  const onEvent = useCallback(
    (event: RunEvent) => {
      if (event.kind === 'started') {
        setLastRun({ started: event.started, finished: null, refusal: null });
        setStamina(event.started.staminaAfter);
      } else if (event.kind === 'saving') {
        setLastRun((previous) => ({ ...previous, refusal: null, saving: true }));
      } else if (event.kind === 'finished') {
        setLastRun({ started: event.started, finished: event.finished, refusal: null });
        setStamina(event.finished.stamina);
      } else {
        setLastRun((previous) => ({ ...previous, saving: false, refusal: { phase: event.phase, error: event.error } }));
      }
    },
    [setStamina],
  );
  const close = useCallback(() => {
    setPlaying(false);
    refreshStamina();
    requestAnimationFrame(() => playRef.current?.focus());
  }, [refreshStamina]);

  const play = (): void => {
    if (!signedIn) {
      setAskSignIn(true);
      return;
    }
    setLastRun({ started: null, finished: null, refusal: null });
    setPlaying(true);
  };

  const report = (
    <>
      {lastRun.saving && (
        <p className="notice" role="status" data-testid="run-saving">
          {t('play.savingResult')}
        </p>
      )}
      {lastRun.refusal && <RunRefusal phase={lastRun.refusal.phase} error={lastRun.refusal.error} />}
      {lastRun.finished && <RunOutcome started={lastRun.started} finished={lastRun.finished} />}
    </>
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
      <p className="game-page__description">{game.description}</p>
      <dl className="details economy-facts">
        {level !== null && game.levelCount !== null && (
          <div className="economy-facts__row">
            <dt>{t('play.level')}</dt>
            <dd>{t('play.levelOfCount', { level, count: game.levelCount })}</dd>
          </div>
        )}
        <div className="economy-facts__row">
          <dt>{t('play.runCost')}</dt>
          <dd data-testid="run-cost">{runCost === null ? '…' : t('play.staminaPoints', { count: runCost })}</dd>
        </div>
        {signedIn && (
          <div className="economy-facts__row">
            <dt>{t('play.staminaNow')}</dt>
            <dd data-testid="stamina-now">
              {staminaState.status === 'ready' ? t('play.valueOfMax', { value: staminaState.stamina.value, max: staminaState.stamina.max }) : staminaState.status === 'error' ? apiErrorText(t, staminaState.error) : '…'}
            </dd>
          </div>
        )}
      </dl>
      <div className="game-page__actions">
        <button ref={playRef} type="button" className="button button--primary game-page__play" onClick={play} disabled={account.status === 'loading' || account.status === 'unknown'}>
          {level === null ? t('play.play') : t('play.playLevel', { level })}
        </button>
        <Link to="/" className="button">
          {t('play.allGames')}
        </Link>
      </div>
      {askSignIn && !signedIn && (
        <div className="notice" role="status" data-testid="sign-in-to-play">
          <p>{t('play.signInToPlay')}</p>
          <Link to="/login" className="button button--primary">
            {t('nav.login')}
          </Link>
        </div>
      )}
      {!playing && report}
      {playing && (
        <GameStage key={frameUrl(game.playUrl, level)} gameId={game.id} title={game.title} src={frameUrl(game.playUrl, level)} onEvent={onEvent} onClose={close}>
          {report}
        </GameStage>
      )}
    </article>
  );
}

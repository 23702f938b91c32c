import { submissionLimits, type Account } from '@site/api-contract';
import { useEffect, useMemo, useState, type SubmitEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { SignedInGate } from '../account/signed-in-gate.tsx';
import { shownScheme } from '../appearance/appearance-store.ts';
import { TextField } from '../forms/text-field.tsx';
import { GameStage } from '../play/game-stage.tsx';
import { gameLanguage, levelFromSearch } from '../play/level-param.ts';
import { StageReport } from '../play/stage-report.tsx';
import { checkGameAddress, gameAddressMaxLength, type CheckedAddress } from '../playground/game-address.ts';
import { allowFramingOnly, leaveAfresh } from '../playground/frame-only-policy.ts';
import { PlaygroundChecks, PlaygroundSummary } from '../playground/playground-checks-view.tsx';
import { PlaygroundDeclaration } from '../playground/playground-declaration.tsx';
import { levelsToPick, playgroundFrameUrl, playgroundLevel } from '../playground/playground-launch.ts';
import { PlaygroundNextStep } from '../playground/playground-next-step.tsx';
import { playgroundSandbox } from '../playground/playground-sandbox.ts';
import { usePlaygroundRun } from '../playground/use-playground-run.ts';
import '../play/play.css';
import '../play/run-report.css';
import '../playground/playground.css';

const playgroundPath = '/developers/playground';
const siteOrigin = (): string => window.location.origin;

/** The address in the page's own URL (`?game=`), checked as a typed one: the URL is as untrusted as the field. */
function addressInUrl(): CheckedAddress | null {
  const given = new URLSearchParams(window.location.search).get('game');
  return given === null ? null : checkGameAddress(given, siteOrigin());
}

/**
 * The level the page's own URL asks to play (`&level=N`, as a game page's link), a whole number
 * from 1 to the most levels a game may declare; the declaration and the levels open decide what
 * is played (`playgroundLevel`).
 */
function levelInUrl(): number | null {
  return levelFromSearch(new URLSearchParams(window.location.search).get('level'), submissionLimits.levelsMax);
}

/** Set by this page's own Play just before it loads the address's page: only then does the game start by itself. */
const playIntentKey = 'site-playground-play';

function readPlayIntent(): string | null {
  try {
    return window.sessionStorage.getItem(playIntentKey);
  } catch {
    return null;
  }
}

function writePlayIntent(url: string | null): void {
  try {
    if (url === null) window.sessionStorage.removeItem(playIntentKey);
    else window.sessionStorage.setItem(playIntentKey, url);
  } catch {
    // Blocked storage: the maker presses Play once more on the next page.
  }
}

function localStorageOrNone(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/**
 * The playground for a signed-in maker: the address form, then the game in the site's stage in
 * test mode, with its live checks. A game with levels declared is opened as the site opens it
 * (`playgroundFrameUrl`: its level, the language and colour scheme, the level open in the
 * sandbox), at the open level (Play level N) or one the maker picks among the levels open there;
 * after a finish of a level the sandbox accepted, the stage offers the next step as the site's
 * result does, and the page's Play level N follows the open level when the stage closes.
 */
function Playground({ account }: { account: Account }): ReactNode {
  const { t, i18n } = useTranslation();
  // Read once: a new address is a new page load (frame-only-policy.ts), never a change in place.
  const [game] = useState(() => {
    const checked = addressInUrl();
    if (checked?.ok) allowFramingOnly(checked.origin);
    return checked;
  });
  const [problem, setProblem] = useState<CheckedAddress | null>(game?.ok === false ? game : null);
  // A link to the playground with someone else's address (`?game=`) shows the address and waits
  // for the maker's Play; the maker's own Play on the previous page starts it at once.
  const [playing, setPlaying] = useState(() => game?.ok === true && readPlayIntent() === game.url);
  const [played, setPlayed] = useState(playing);
  const sandbox = useMemo(
    () => (game?.ok ? playgroundSandbox({ accountId: account.id, displayName: account.displayName, origin: game.origin, storage: localStorageOrNone }) : null),
    [game, account.id, account.displayName],
  );
  // Counts the plays: each one (the page's Play, the stage's next step) is a game of its own, with checks of its own.
  const [round, setRound] = useState(0);
  // Where the stage's frame loads the game, kept from its Play: a level opened meanwhile loads nothing.
  const [openedSrc, setOpenedSrc] = useState<string | null>(null);
  // The level the maker picked (null: the open level, as the site's Play level N).
  const [chosen, setChosen] = useState<number | null>(levelInUrl);
  // Counts the declarations applied and the levels opened or started again: the sandbox is read again.
  const [, setDeclarationChanged] = useState(0);
  const { seen, testMode, runs, accepted } = usePlaygroundRun(playing ? round : null, sandbox);
  // Read as the page renders: it renders again with every call the game makes.
  const levels = sandbox?.declaration().levels ?? null;
  const open = levels === null ? null : (sandbox?.openLevel() ?? null);
  const level = playgroundLevel(levels, chosen, open);
  /** The frame URL of a play at `at` (null: a game without levels), with the sandbox's open level as the site's `open`. */
  const srcAt = (at: number | null): string | null =>
    game?.ok ? playgroundFrameUrl(game.url, { level: at, lang: gameLanguage(i18n.resolvedLanguage ?? i18n.language), theme: shownScheme(), open }) : null;
  // The play the maker's Play on the previous page started: its URL is taken, and kept, at once.
  if (playing && openedSrc === null && game?.ok) setOpenedSrc(srcAt(level));
  useEffect(() => {
    writePlayIntent(null);
    return () => {
      leaveAfresh(playgroundPath);
    };
  }, []);

  const submit = (event: SubmitEvent<HTMLFormElement>): void => {
    event.preventDefault();
    const typed = new FormData(event.currentTarget).get('address');
    const checked = checkGameAddress(typeof typed === 'string' ? typed : '', siteOrigin());
    if (!checked.ok) {
      setProblem(checked);
      return;
    }
    // A page of its own for each address: its policy frames that origin only.
    writePlayIntent(checked.url);
    // The level picked for this game's origin (its declaration's) is the one the next page plays.
    const picked = game?.ok === true && checked.origin === game.origin && levels !== null && chosen !== null ? `&level=${String(chosen)}` : '';
    window.location.assign(`${playgroundPath}?game=${encodeURIComponent(checked.url)}${picked}`);
  };

  /** A play of its own at `at` (null: a game without levels), on the page or afresh on the open stage. */
  const playAt = (at: number | null): void => {
    setOpenedSrc(srcAt(at));
    setRound((count) => count + 1);
    setPlaying(true);
    setPlayed(true);
  };

  return (
    <>
      <form className="playground-form" onSubmit={submit} noValidate>
        <TextField
          name="address"
          label={t('playground.addressLabel')}
          hint={t('playground.addressHint')}
          autoComplete="url"
          defaultValue={game?.ok ? game.url : ''}
          maxLength={gameAddressMaxLength}
          problem={problem && !problem.ok ? { key: `playground.addressProblems.${problem.problem}`, values: { detail: problem.detail } } : undefined}
        />
        <p className="actions">
          <button type="submit" className="button button--primary">
            {t('playground.play')}
          </button>
          {game?.ok && !playing && levels !== null && (
            <label className="playground-level">
              {t('playground.levelToPlay')}
              <select
                className="input"
                value={level ?? 1}
                onChange={(event) => {
                  setChosen(Number(event.currentTarget.value));
                }}
              >
                {levelsToPick(levels, open).map((each) => (
                  <option key={each} value={each}>
                    {each}
                  </option>
                ))}
              </select>
            </label>
          )}
          {game?.ok && !playing && (
            <button
              type="button"
              className="button"
              data-testid="playground-play-level"
              onClick={() => {
                playAt(level);
              }}
            >
              {level !== null ? t('play.playLevel', { level }) : played ? t('playground.playAgain') : t('playground.playThis')}
            </button>
          )}
        </p>
      </form>
      {sandbox && (
        <PlaygroundDeclaration
          sandbox={sandbox}
          onChange={() => {
            setDeclarationChanged((count) => count + 1);
          }}
        />
      )}
      {game?.ok && (
        <section aria-labelledby="playground-checks">
          <h2 id="playground-checks">{t('playground.checksHeading')}</h2>
          <p>{t('playground.playing', { address: game.url })}</p>
          <PlaygroundChecks seen={seen} />
        </section>
      )}
      {game?.ok && playing && (
        <GameStage
          key={round}
          gameId="playground"
          title={t('playground.stageTitle')}
          src={openedSrc}
          runs={runs}
          testMode={testMode}
          onLeave={() => {
            setPlaying(false);
            setOpenedSrc(null);
            // As the site's game page after a run: its level is the one open next.
            if (accepted !== null) setChosen(null);
          }}
        >
          <details className="playground-stage-checks">
            <summary>
              <PlaygroundSummary seen={seen} />
            </summary>
            <PlaygroundChecks seen={seen} />
          </details>
          {levels !== null && accepted !== null && accepted.level !== null && (
            <StageReport key={accepted.count}>
              <PlaygroundNextStep
                played={accepted.level}
                completed={accepted.completed}
                nextLevel={open}
                onPlay={(next) => {
                  setChosen(next);
                  playAt(next);
                }}
              />
            </StageReport>
          )}
        </GameStage>
      )}
    </>
  );
}

/** /developers/playground: a maker plays a game they serve themselves in the site's own stage, in a sandbox, with the inspector's checks live. */
export default function PlaygroundPage(): ReactNode {
  const { t } = useTranslation();
  return (
    <article className="page playground" aria-labelledby="page-heading">
      <h1 id="page-heading">{t('titles.playground')}</h1>
      <p>{t('playground.intro')}</p>
      <p className="hint">{t('playground.sandboxNote')}</p>
      <SignedInGate invitation={t('playground.signIn')}>{(account) => <Playground account={account} />}</SignedInGate>
      <p>
        <Link to="/developers">{t('titles.developers')}</Link>
      </p>
    </article>
  );
}

import type { Account } from '@site/api-contract';
import { useEffect, useMemo, useState, type SubmitEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { SignedInGate } from '../account/signed-in-gate.tsx';
import { TextField } from '../forms/text-field.tsx';
import { GameStage } from '../play/game-stage.tsx';
import { checkGameAddress, gameAddressMaxLength, type CheckedAddress } from '../playground/game-address.ts';
import { allowFramingOnly, leaveAfresh } from '../playground/frame-only-policy.ts';
import { PlaygroundChecks, PlaygroundSummary } from '../playground/playground-checks-view.tsx';
import { PlaygroundDeclaration } from '../playground/playground-declaration.tsx';
import { playgroundSandbox } from '../playground/playground-sandbox.ts';
import { usePlaygroundRun } from '../playground/use-playground-run.ts';
import '../play/play.css';
import '../playground/playground.css';

const playgroundPath = '/developers/playground';
const siteOrigin = (): string => window.location.origin;

/** The address in the page's own URL (`?game=`), checked as a typed one: the URL is as untrusted as the field. */
function addressInUrl(): CheckedAddress | null {
  const given = new URLSearchParams(window.location.search).get('game');
  return given === null ? null : checkGameAddress(given, siteOrigin());
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

/** The playground for a signed-in maker: the address form, then the game in the site's stage in test mode, with its live checks. */
function Playground({ account }: { account: Account }): ReactNode {
  const { t } = useTranslation();
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
  const { seen, testMode, runs } = usePlaygroundRun(playing, sandbox);
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
    window.location.assign(`${playgroundPath}?game=${encodeURIComponent(checked.url)}`);
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
          {game?.ok && !playing && (
            <button
              type="button"
              className="button"
              onClick={() => {
                setPlaying(true);
                setPlayed(true);
              }}
            >
              {played ? t('playground.playAgain') : t('playground.playThis')}
            </button>
          )}
        </p>
      </form>
      {sandbox && <PlaygroundDeclaration sandbox={sandbox} />}
      {game?.ok && (
        <section aria-labelledby="playground-checks">
          <h2 id="playground-checks">{t('playground.checksHeading')}</h2>
          <p>{t('playground.playing', { address: game.url })}</p>
          <PlaygroundChecks seen={seen} />
        </section>
      )}
      {game?.ok && playing && (
        <GameStage
          gameId="playground"
          title={t('playground.stageTitle')}
          src={game.url}
          runs={runs}
          testMode={testMode}
          onLeave={() => {
            setPlaying(false);
          }}
        >
          <details className="playground-stage-checks">
            <summary>
              <PlaygroundSummary seen={seen} />
            </summary>
            <PlaygroundChecks seen={seen} />
          </details>
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

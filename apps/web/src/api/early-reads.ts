/** What the inline script reads of the page and where it leaves its answers; `window` in the browser. */
export interface EarlyReadsWindow {
  location: Pick<Location, 'pathname'>;
  fetch: typeof fetch;
  /** Read for `site.signedIn` (src/account/signed-in-hint.ts) alone. */
  localStorage?: Pick<Storage, 'getItem'>;
  /** The answers asked for by `askEarly`, by path, until the site's client takes them. */
  siteEarlyReads?: Record<string, Promise<Response> | undefined>;
  /** A copy of each answer (null if it failed), never taken: for index.html's painted Play (painted-play.ts). */
  siteEarlyCopies?: Record<string, Promise<Response | null> | undefined>;
}

/**
 * Runs inline in `<head>` (the build puts its source there, so it must not use anything outside
 * itself): asks the server for what the page reads first while the site's code is still loading,
 * instead of once it has run. That code arrives hundreds of milliseconds later on a slow phone, and
 * then asked for each answer one round trip after another. Who is signed in is read on every page;
 * on a game's page (`/games/:game`, route-table.ts) its details too; on Levels' page a signed-in
 * player's progress (the level Play opens, and the game's frame its URL: without it a Play tapped
 * the moment it works waits one more round trip for its game, issue 37), beside the session where
 * this browser's last session was signed in (`site.signedIn`), else once the session's answer
 * names a player. The site's client takes each answer once (`takeEarlyRead`), asked as it would
 * have asked.
 */
export function askEarly(page: EarlyReadsWindow = window): void {
  const reads: Record<string, Promise<Response>> = {};
  const copies: Record<string, Promise<Response | null>> = {};
  const ask = (path: string): Promise<Response | null> => {
    const answer = page.fetch(path, { credentials: 'include', headers: { accept: 'application/json' } });
    reads[path] = answer;
    // Copied in the first callback on the answer, before the site's client can have read it. A
    // failure is the taker's to report; one nobody takes must not be an unhandled rejection.
    return (copies[path] = answer.then(
      (response) => response.clone(),
      () => null,
    ));
  };
  const session = ask('/api/session');
  // The game ids the server accepts (use-game-details.ts: canBeGameId); anything else is not asked.
  const game = /^\/games\/([a-z0-9](?:[a-z0-9-]{0,38}[a-z0-9])?)\/?$/.exec(page.location.pathname)?.[1];
  if (game !== undefined) void ask(`/api/games/${game}`);
  // The server keeps the progress of its own game `levels` alone (docs/api/games-runs-and-rewards.md),
  // and answers it to a signed-in player (use-next-level.ts asks once it knows the player is).
  if (game === 'levels') {
    let signedInBefore = false;
    try {
      signedInBefore = page.localStorage?.getItem('site.signedIn') === '1';
    } catch {
      // Storage refused: asked once the session's answer is in.
    }
    // A hint, never trusted: a session ended since is answered 401, which the painted Play reads
    // as no progress, and the site's client, told nobody is signed in, never takes.
    if (signedInBefore) void ask('/api/levels/progress');
    // Else read from the session answer's copy, made before the site's client can have taken it.
    // The progress's copy is there from the start (null for a visitor): the painted Play waits on
    // it whenever it reads it, not only once the session's answer has been read here.
    else
      copies['/api/levels/progress'] = session
        .then((response) => (response?.ok ? (response.clone().json() as Promise<{ account?: unknown }>) : null))
        // Signed in as account-store.ts has it: an account in the answer.
        .then((answer) => (typeof answer?.account === 'object' && answer.account !== null ? ask('/api/levels/progress') : null))
        .catch(() => null);
  }
  page.siteEarlyReads = reads;
  page.siteEarlyCopies = copies;
}

/**
 * The answer `askEarly` got for this read, once (the next call asks the server again), or null:
 * only for a GET of exactly that path. Any other request (a sign-in, say) may change what those
 * reads answer, so it drops every answer not yet taken. A caller's abort signal still ends the wait.
 */
export function takeEarlyRead(page: EarlyReadsWindow, url: string, init: RequestInit | undefined): Promise<Response> | null {
  if ((init?.method ?? 'GET').toUpperCase() !== 'GET') {
    delete page.siteEarlyReads;
    return null;
  }
  const answer = page.siteEarlyReads?.[url];
  if (answer === undefined) return null;
  delete page.siteEarlyReads?.[url];
  const signal = init?.signal;
  if (!signal) return answer;
  const aborted = (): Error => (signal.reason instanceof Error ? signal.reason : new DOMException('The read was aborted.', 'AbortError'));
  return new Promise<Response>((resolve, reject) => {
    if (signal.aborted) {
      reject(aborted());
      return;
    }
    signal.addEventListener(
      'abort',
      () => {
        reject(aborted());
      },
      { once: true },
    );
    answer.then(resolve, reject);
  });
}

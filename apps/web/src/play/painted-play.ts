/** The English texts the painted page shows, from locales/en/ui.json (home-shell-plugin.ts passes them). */
export interface PaintedPlayTexts {
  play: string;
  playLevel: string;
  level: string;
  levelOfCount: string;
  /** The level row once a player has completed every level, by English's plural (i18next's keys). */
  allLevelsCompleted_one: string;
  allLevelsCompleted_other: string;
  runCost: string;
  staminaNow: string;
  allGames: string;
  byAuthor: string;
  back: string;
  loadingGame: string;
  loadingProgress: string;
  frameTitle: string;
  categories: Record<string, string>;
}

/** What a kept Play asks of the live page: its focus, or its focus and the tap. */
export type PaintedPlayTap = 'focus' | 'tap';

/**
 * The stage index.html opened at a signed-in player's tap before the site's code was in, with the
 * game's frame loading in it since the tap, and what the game said meanwhile (no host listened):
 * the live stage adopts the frame (game-stage.tsx) and hears those messages then.
 */
export interface PaintedStage {
  /** Null until the frame is started (a tap before the player's level was known). */
  src: string | null;
  element: HTMLElement;
  iframe: HTMLIFrameElement | null;
  messages: { data: unknown; origin: string }[];
  /** Stops keeping the frame's messages (the live host hears them from now on). */
  stopKeeping: () => void;
  /** False while the game loads ahead of the tap, hidden (a stage the player has not opened). */
  shown: boolean;
}

/**
 * `siteReleaseCode`: index.html's gate (src/startup/site-code-gate.ts), which holds the site's code
 * back on a signed-in player's first visit while the game this script loads ahead goes first:
 * released once that game is ready, or where this script loads none.
 */
type PaintWindow = Window & { siteEarlyCopies?: Record<string, Promise<Response | null> | undefined>; sitePlayTap?: PaintedPlayTap; sitePaintedStage?: PaintedStage; siteReleaseCode?: () => void };

interface PaintedGame {
  id: string;
  title: string;
  category: string;
  author: string | null;
  thumbnailUrl: string | null;
  descriptions: { language: string; text: string }[];
  levelCount: number | null;
  playUrl: string;
}

/**
 * Runs inline at the end of index.html's `<body>` (the build puts its source there, so it must not
 * use anything outside itself). On a game's page the gate allowed (`data-game-preview`), once the
 * early reads of the game and of the session have answered (copies, early-reads.ts), it paints the
 * game page's head, rows and a working Play in the home preview's frame, where and as the live
 * page draws them (game-page.tsx), so nothing moves when React takes over. Where the live page
 * would show something this cannot know (a description in another language, an unfinished run's
 * notice), it paints nothing and the loading screen stays. A tap on Play (or Enter, Space) shows
 * that the game is starting, opens the way to the game's origin and, for a signed-in player, opens
 * the game's stage with its frame loading (`window.sitePaintedStage`, adopted by the live stage:
 * `takePaintedFrame`); it is kept in `window.sitePlayTap` for the live page to do once
 * (`takePaintedPlayTap`). Issue 37, docs/web/behaviour.md#game-page-and-stage.
 */
export function paintGamePlay(texts: PaintedPlayTexts, page: PaintWindow = window): void {
  const document = page.document;
  const root = document.documentElement;
  const id = /^\/games\/([^/]+)\/?$/.exec(page.location.pathname)?.[1];
  const main = document.querySelector('.home-preview main');
  const releaseCode = (): void => page.siteReleaseCode?.();
  /**
   * Releases the site's code once the next frame has been drawn: asking for its files (ten
   * requests, 40-85 ms at 4× CPU) in the task where the game says it is ready held back the frame
   * that shows the game, and in the task right after that frame it ran before anything else waiting
   * for that frame (docs/web/benchmarks.md, "The site's code asked for a frame after the game").
   */
  const releaseCodeAfterPaint = (): void => {
    page.requestAnimationFrame(() => page.requestAnimationFrame(() => page.setTimeout(releaseCode, 0)));
  };
  if (id === undefined || main === null || !root.hasAttribute('data-game-preview')) {
    releaseCode();
    return;
  }
  const read = <T>(path: string): Promise<T | null> =>
    (page.siteEarlyCopies?.[path] ?? Promise.resolve(null)).then((response) => (response?.ok ? (response.clone().json() as Promise<T>) : null)).catch(() => null);
  const fill = (template: string, values: Record<string, string | number>): string => template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key]));
  const make = (tag: string, attributes: Record<string, string>, ...children: (Node | string)[]): HTMLElement => {
    const element = document.createElement(tag);
    for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
    element.append(...children);
    return element;
  };
  const row = (term: string, value: string, testId: string): HTMLElement =>
    make('div', { class: 'economy-facts__row' }, make('dt', {}, term), make('dd', { 'data-testid': testId }, value));
  void Promise.all([read<{ game: PaintedGame }>(`/api/games/${id}`), read<{ account?: { displayName?: string } | null }>('/api/session')]).then(([details, session]) => {
    const game = details?.game;
    let unfinished = null;
    try {
      unfinished = page.localStorage.getItem('site.unfinishedRun');
    } catch {
      // No storage: no notice either.
    }
    const description = game?.descriptions.find((entry) => entry.language === 'en');
    // `main` gone: the live page came first (its code was in the browser's cache), and is the page.
    if (!game || !session || !main.isConnected || unfinished !== null || (game.descriptions.length > 0 && !description)) {
      releaseCode();
      return;
    }
    const account = typeof session.account === 'object' ? session.account : null;
    // A signed-in player's level is their progress, read with the HTML for the site's own game
    // alone (early-reads.ts): in another game with levels, Play's level is the live page's to know.
    if (account && game.levelCount !== null && page.siteEarlyCopies?.['/api/levels/progress'] === undefined) {
      releaseCode();
      return;
    }
    const linked = /^[1-9][0-9]{0,3}$/.exec(new URLSearchParams(page.location.search).get('level') ?? '')?.[0];
    const level = linked !== undefined && game.levelCount !== null && Number(linked) <= game.levelCount ? Number(linked) : null;
    const levelText = make('dd', { 'data-testid': 'level-now' }, '…');
    const play = make('button', { type: 'button', class: 'button button--primary game-page__play' }, texts.play);
    const frameAt = { src: game.levelCount === null ? game.playUrl : '' };
    /** Starts the frame of a stage opened before the level was known (set once the stage exists). */
    let whenLevelKnown = (): void => undefined;
    /**
     * Play's level, the level row and the frame's URL as the live page makes them (level-param.ts's
     * `frameUrl`, `pageLevel`): `allCompleted` when the player's progress says every level is
     * completed (no next level), where Play opens level 1 unless the link names another.
     */
    const showLevel = (open: number | null, allCompleted = false): void => {
      if (game.levelCount === null) return;
      const next = allCompleted ? (level ?? 1) : level === null ? open : open === null ? level : Math.min(level, open);
      levelText.textContent =
        allCompleted && level === null
          ? fill(game.levelCount === 1 ? texts.allLevelsCompleted_one : texts.allLevelsCompleted_other, { count: game.levelCount })
          : fill(texts.levelOfCount, { level: next ?? 1, count: game.levelCount });
      if (next !== null) play.textContent = fill(texts.playLevel, { level: next });
      const theme = root.getAttribute('data-appearance') === 'light' ? 'light' : 'dark';
      const params = new URLSearchParams({ level: String(next ?? 1), lang: 'en', theme });
      if (open !== null) params.set('open', String(open));
      frameAt.src = `${game.playUrl}?${params.toString()}`;
      whenLevelKnown();
    };
    if (!account) showLevel(null);
    else if (game.levelCount !== null) {
      // The level Play opens and the highest the server pays: the player's progress, asked by
      // early-reads.ts on Levels' page alone.
      void read<{ game: string; nextLevel: number | null }>('/api/levels/progress').then((progress) => {
        const known = progress?.game === game.id;
        showLevel(known ? progress.nextLevel : null, known && progress.nextLevel === null);
      });
    }
    const hint = make('p', { class: 'hint' }, texts.categories[game.category] ?? '');
    if (game.author !== null) hint.append(` · ${fill(texts.byAuthor, { author: game.author })}`);
    const head = make('div', { class: 'game-page__head' }, make('div', {}, make('h1', { id: 'page-heading' }, game.title), hint));
    if (game.thumbnailUrl) head.prepend(make('img', { class: 'game-page__thumbnail', src: game.thumbnailUrl, alt: '', width: '96', height: '96' }));
    const facts = make('dl', { class: 'details economy-facts' }, row(texts.runCost, '…', 'run-cost'));
    if (game.levelCount !== null) facts.prepend(make('div', { class: 'economy-facts__row' }, make('dt', {}, texts.level), levelText));
    if (account) facts.append(row(texts.staminaNow, '…', 'stamina-now'));
    const article = make(
      'article',
      { class: 'page game-page', 'aria-labelledby': 'page-heading' },
      head,
      ...(description ? [make('p', { class: 'game-page__description' }, make('span', { lang: 'en' }, description.text))] : []),
      facts,
      make('div', { class: 'game-page__actions' }, play, make('a', { href: '/', class: 'button' }, texts.allGames)),
    );
    play.addEventListener('focus', () => {
      page.sitePlayTap ??= 'focus';
    });
    // A signed-in player's game loads ahead, hidden, once Play is painted and its URL (the level) is
    // known, as the live page would load it (use-stage-preload.ts; not for a browser saving data);
    // their tap opens the stage at once, with that frame, or with one started then. No host listens
    // yet: what the game says is kept.
    const savesData = (page.navigator as { connection?: { saveData?: boolean } }).connection?.saveData === true;
    // A visitor's game is not loaded ahead (the gate holds nothing for a browser saving data).
    if (!account) releaseCode();
    const stage = { element: null as HTMLElement | null, loadingLabel: null as HTMLElement | null, frameStarted: false };
    const closeStage = (): void => {
      // The player left the game before the live page came: the page is theirs now.
      releaseCode();
      page.sitePaintedStage?.stopKeeping();
      delete page.sitePaintedStage;
      stage.element?.remove();
      stage.element = null;
      stage.loadingLabel = null;
      stage.frameStarted = false;
      main.removeAttribute('inert');
      root.classList.remove('game-stage-open');
      page.sitePlayTap = 'focus';
      play.removeAttribute('data-preview-pending');
      play.removeAttribute('aria-busy');
      play.focus();
    };
    const startFrame = (): void => {
      const box = stage.element?.querySelector('.game-stage__frame-box');
      // Not once the live page has taken (or closed) this stage.
      if (!box || stage.frameStarted || frameAt.src === '' || page.sitePaintedStage?.element !== stage.element) return;
      stage.frameStarted = true;
      const iframe = make('iframe', { class: 'game-stage__frame', title: fill(texts.frameTitle, { title: game.title }), sandbox: 'allow-scripts', referrerpolicy: 'no-referrer', 'data-ready': 'false' }) as HTMLIFrameElement;
      const messages: PaintedStage['messages'] = [];
      const keep = (event: MessageEvent): void => {
        if (event.source === null || event.source !== iframe.contentWindow) return;
        messages.push({ data: event.data as unknown, origin: event.origin });
        // The game said it has loaded (what the live stage waits for too: `gameReady`, or version
        // 1's `ready`): it is shown, its first screen the player's to read while its requests wait
        // for the live host.
        const said = event.data as { protocol?: unknown; type?: unknown; progress?: unknown } | null;
        if (event.origin !== 'null' || typeof said !== 'object' || said === null || said.protocol !== 'site-game') return;
        // The game's own loading, as the live stage shows it (version 2's `loadingProgress`, 0 to 100).
        if (said.type === 'loadingProgress' && typeof said.progress === 'number' && said.progress >= 0 && said.progress <= 100 && stage.loadingLabel) {
          stage.loadingLabel.textContent = fill(texts.loadingProgress, { progress: Math.round(said.progress) });
        }
        if (said.type !== 'gameReady' && said.type !== 'ready') return;
        iframe.setAttribute('data-ready', 'true');
        box.setAttribute('aria-busy', 'false');
        box.querySelector('.game-stage__loading')?.remove();
        releaseCodeAfterPaint();
      };
      // A game loaded ahead that loads more before it is ready (its assets, its data) has had its
      // own files first; a player waiting on the open stage waits for the game, not for the site
      // (its ready releases the code, or the gate's limit: site-code-gate.ts).
      iframe.addEventListener(
        'load',
        () => {
          if (page.sitePaintedStage?.shown !== true || iframe.getAttribute('data-ready') === 'true') releaseCodeAfterPaint();
        },
        { once: true },
      );
      page.addEventListener('message', keep);
      // As a host says of a request it is still working on (the SDK's `pending`): the game's
      // requests wait for the live host instead of giving up after their 15 s, however slow the
      // site's code is to come.
      const stillWorking = page.setInterval(() => {
        for (const { data } of messages) {
          const request = data as { id?: unknown; version?: unknown } | null;
          if (typeof request?.id === 'string' && (request.version === 1 || request.version === 2)) iframe.contentWindow?.postMessage({ protocol: 'site-game', version: request.version, type: 'pending', id: request.id }, '*');
        }
      }, 5000);
      const stopKeeping = (): void => {
        page.removeEventListener('message', keep);
        page.clearInterval(stillWorking);
      };
      Object.assign(page.sitePaintedStage, { src: frameAt.src, iframe, messages, stopKeeping });
      iframe.src = frameAt.src;
      box.append(iframe);
    };
    /** Makes the stage: hidden and out of reach while the game loads ahead, until `openStage`. */
    const makeStage = (): HTMLElement => {
      const back = make('button', { type: 'button', class: 'button button--small' }, make('span', { 'aria-hidden': 'true' }, '← '), texts.back);
      back.addEventListener('click', closeStage);
      const loadingLabel = make('span', {}, texts.loadingGame);
      const loading = make('div', { class: 'loading-screen', role: 'status', 'aria-live': 'polite' }, make('span', { class: 'spinner', 'aria-hidden': 'true' }), loadingLabel);
      const element = make(
        'div',
        { class: 'game-stage game-stage--preloading', role: 'dialog', 'aria-modal': 'true', 'aria-label': game.title, 'aria-hidden': 'true', inert: '', 'data-painted-stage': '' },
        make('div', { class: 'game-stage__bar' }, back, make('span', { class: 'game-stage__title' }, game.title)),
        make('div', { class: 'game-stage__frame-box', 'aria-busy': 'true' }, make('div', { class: 'game-stage__loading' }, loading)),
      );
      element.addEventListener('keydown', (event) => {
        if (event.key === 'Escape') closeStage();
      });
      document.body.append(element);
      stage.element = element;
      stage.loadingLabel = loadingLabel;
      page.sitePaintedStage = { src: null, element, iframe: null, messages: [], stopKeeping: () => undefined, shown: false };
      return element;
    };
    const loadAhead = (): void => {
      // Not once the player has tapped (their stage is made then), nor once the live page is here.
      if (stage.element || page.sitePlayTap === 'tap' || !main.isConnected || frameAt.src === '') return;
      makeStage();
      startFrame();
    };
    /** Set a task after Play's first frame: from then on, making the game's frame delays no paint of Play. */
    const playPainted = { done: false };
    /**
     * Loads the game ahead: at once when Play has been painted (the level came later), else a
     * task after the next frame, so that Play's paint is not delayed by a frame.
     */
    const loadAheadSoon = (): void => {
      if (!account || savesData) return;
      if (playPainted.done) loadAhead();
      else page.requestAnimationFrame(() => page.setTimeout(loadAhead, 0));
    };
    const openStage = (): void => {
      const element = stage.element ?? makeStage();
      element.classList.remove('game-stage--preloading');
      element.removeAttribute('aria-hidden');
      element.removeAttribute('inert');
      if (page.sitePaintedStage?.element === element) page.sitePaintedStage.shown = true;
      // A task after the stage's first frame, as the live stage does (use-stage-modal.ts): the modal
      // stage's focus, the page under it out of reach (the header and footer already are) and the
      // scroll lock, each of which restyles the page, and the game's frame if it is not made yet.
      // The tap is answered by the stage alone.
      page.requestAnimationFrame(() =>
        page.setTimeout(() => {
          if (stage.element !== element) return;
          main.setAttribute('inert', '');
          root.classList.add('game-stage-open');
          element.querySelector('button')?.focus();
          if (!stage.frameStarted) startFrame();
        }, 0),
      );
    };
    whenLevelKnown = (): void => {
      if (stage.element) startFrame();
      else loadAheadSoon();
    };
    play.addEventListener('click', () => {
      if (page.sitePlayTap === 'tap') return;
      page.sitePlayTap = 'tap';
      play.setAttribute('data-preview-pending', '');
      play.setAttribute('aria-busy', 'true');
      // The game's own loading starts now: its origin's connection (a frame loaded ahead has it
      // already, and adding a link costs the tap a resource request), and for a player, its frame.
      if (!stage.frameStarted) document.head.append(make('link', { rel: 'preconnect', href: new URL(game.playUrl, page.location.href).origin }));
      // A player's stage opens in the tapped Play's frame, not in the click (whose work is Play's
      // alone) nor in a task after that frame: on a first visit the site's code may be starting
      // then, and a task after the frame waited for its evaluation, a long task of some 240 ms at
      // 4× CPU (docs/web/benchmarks.md, "The game first on a first visit"). A visitor is asked to
      // sign in by the live page first.
      if (!account) return;
      page.requestAnimationFrame(() => {
        // Not if the live page has come meanwhile and taken the tap (its own stage is the game's).
        if (page.sitePlayTap === 'tap' && main.isConnected) openStage();
      });
    });
    // The live page's header says who is signed in: their name where a visitor's Sign in is.
    const signIn = document.querySelector('.home-preview .site-header__end > a[href="/login"]');
    if (account && signIn) {
      signIn.replaceWith(
        make(
          'div',
          { class: 'account-menu' },
          make('span', { class: 'button button--small account-menu__button' }, make('span', { class: 'account-menu__name' }, account.displayName ?? ''), make('span', { 'aria-hidden': 'true', class: 'account-menu__caret' }, '▾')),
        ),
      );
    }
    const preview = main.closest('.home-preview');
    preview?.removeAttribute('inert');
    preview?.removeAttribute('aria-hidden');
    for (const outside of document.querySelectorAll('.home-preview .site-header, .home-preview .site-footer')) {
      outside.setAttribute('inert', '');
      outside.setAttribute('aria-hidden', 'true');
    }
    main.replaceChildren(article);
    root.setAttribute('data-game-painted', '');
    page.requestAnimationFrame(() =>
      page.setTimeout(() => {
        playPainted.done = true;
      }, 0),
    );
    if (frameAt.src !== '') loadAheadSoon();
  });
}

/** A painted stage whose frame has started. */
export type AdoptablePaintedStage = PaintedStage & { src: string; iframe: HTMLIFrameElement };

/**
 * The painted stage whose frame the live stage showing `src` can adopt (game-stage.tsx moves it
 * into itself with `moveBefore`, which keeps a frame's document where a move would reload it):
 * only read here, as React may render a stage and throw the render away; `claimPaintedFrame`
 * takes it when the stage is committed. Null without one, while the live stage has no URL yet, for
 * another URL, or where the browser cannot move a frame.
 */
export function paintedFrameFor(src: string | null, page: PaintWindow = window): AdoptablePaintedStage | null {
  const painted = page.sitePaintedStage;
  if (!painted || src === null || painted.iframe === null || painted.src !== src || !('moveBefore' in page.document.documentElement)) return null;
  return painted as AdoptablePaintedStage;
}

/** Takes `painted` for the stage being committed, once: false when it is no longer there to take. */
export function claimPaintedFrame(painted: PaintedStage, page: PaintWindow = window): boolean {
  if (page.sitePaintedStage !== painted) return false;
  delete page.sitePaintedStage;
  return true;
}

/** Whether index.html's stage is open at the player's tap, waiting for the live stage to adopt its frame. */
export function hasShownPaintedStage(page: PaintWindow = window): boolean {
  return page.sitePaintedStage?.shown === true;
}

/** Closes a painted stage the live page will not adopt (its tap led elsewhere). */
export function dropPaintedStage(page: PaintWindow = window): void {
  const painted = page.sitePaintedStage;
  delete page.sitePaintedStage;
  painted?.stopKeeping();
  painted?.element.remove();
}

/** The kept tap or focus of the painted Play, once (the next call finds none). */
export function takePaintedPlayTap(page: PaintWindow = window): PaintedPlayTap | undefined {
  const tap = page.sitePlayTap;
  delete page.sitePlayTap;
  return tap;
}

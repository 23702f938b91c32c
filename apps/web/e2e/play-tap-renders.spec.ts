import { expect, test } from './support/test.ts';
import { registerConfirmed } from './support/account.ts';
import { uniqueEmail } from './support/mail.ts';

// The tap on Play renders the stage alone (issue 37): its interaction to next paint is the
// stage's render, not the game page's around it. Counted, not timed: React's commits are watched
// through the hook React DevTools uses (React calls it in production builds too), and every
// component that rendered between the tap and the next frame must be drawn inside the stage.

interface TapRenders {
  /** Commits from the tap to the frame after it, each with where its rendered components draw. */
  commits: string[][];
}

/**
 * Runs before the site's code: a stand-in for React DevTools' hook that notes, for each commit,
 * the components that rendered in it (React DevTools' own test: a fiber made afresh in this commit
 * whose `PerformedWork` flag is set) and where each draws (its first element, inside the stage or
 * not), while `window.__tapRenders` is listening.
 */
function watchCommits(): void {
  const performedWork = 1;
  const componentTags = new Set([0, 1, 11, 14, 15]); // function, class, forwardRef, memo, simple memo
  interface Fiber {
    tag: number;
    flags: number;
    child: Fiber | null;
    sibling: Fiber | null;
    alternate: Fiber | null;
    stateNode: unknown;
  }
  const firstElement = (fiber: Fiber): Element | null => {
    if (fiber.tag === 5 && fiber.stateNode instanceof Element) return fiber.stateNode;
    for (let child = fiber.child; child !== null; child = child.sibling) {
      const found = firstElement(child);
      if (found) return found;
    }
    return null;
  };
  const where = (fiber: Fiber): string => {
    const element = firstElement(fiber);
    if (element === null) return 'nothing drawn';
    return element.closest('.game-stage') !== null ? 'stage' : `page (${element.tagName.toLowerCase()}.${element.className})`;
  };
  const rendered = (fiber: Fiber, found: string[]): void => {
    for (let child = fiber.child; child !== null; child = child.sibling) {
      if (componentTags.has(child.tag) && (child.flags & performedWork) !== 0) found.push(where(child));
      // Children the same as last commit's: nothing below rendered (the subtree bailed out).
      if (child.alternate === null || child.child !== child.alternate.child) rendered(child, found);
    }
  };
  const state: { listening: boolean; commits: string[][] } = { listening: false, commits: [] };
  (window as unknown as { __tapRenders: typeof state }).__tapRenders = state;
  (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: unknown }).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject: () => 1,
    checkDCE: () => undefined,
    onScheduleFiberRoot: () => undefined,
    onCommitFiberUnmount: () => undefined,
    onPostCommitFiberRoot: () => undefined,
    onCommitFiberRoot: (_renderer: number, root: { current: Fiber }) => {
      if (!state.listening) return;
      const found: string[] = [];
      rendered(root.current, found);
      state.commits.push(found);
    },
  };
}

/** What the test posts into the game's frame at the tap's next frame (the game ignores it). */
const frameMarker = "play-tap-renders: the stage's first frame";

/**
 * Runs in the game's frame: notes, in the order they arrive, the site's resume and sound messages
 * and the test's marker. Messages from one window arrive in the order they were posted.
 */
function watchHostMessages(marker: string): void {
  if (window === window.top) return;
  const arrivals: string[] = [];
  (window as unknown as { __hostMessages: string[] }).__hostMessages = arrivals;
  window.addEventListener('message', (event) => {
    const text = JSON.stringify(event.data);
    if (event.data === marker) arrivals.push('frame');
    else if (text.includes('"type":"resume"')) arrivals.push('resume');
    else if (/"type":"audio","enabled":true/.test(text)) arrivals.push('sound on');
  });
}

test('the tap on Play renders the stage alone in its first frame: the game page under it follows after', async ({ page }) => {
  await page.addInitScript(watchCommits);
  await page.context().addInitScript(watchHostMessages, frameMarker);
  await registerConfirmed(page, { email: uniqueEmail('tap-renders'), password: 'meadow lantern 4471', displayName: 'Tap Renders' });
  await page.goto('/games/levels');
  const play = page.locator('.game-page__play');
  // The page at rest: its answers drawn and its game loaded ahead, so no answer renders during the tap.
  await expect(play).toBeEnabled();
  await expect(page.getByTestId('stamina-now')).not.toHaveText('…');
  await expect(page.getByTestId('level-now')).not.toHaveText('…');
  await expect(page.locator('.game-stage--preloading iframe.game-stage__frame')).toHaveAttribute('data-ready', 'true', { timeout: 15_000 });

  // Listening starts in the tap's own event, before the site's handler; it stops at the next frame.
  await page.evaluate((marker) => {
    const state = (window as unknown as { __tapRenders: { listening: boolean; commits: string[][]; done?: Promise<void> } }).__tapRenders;
    state.done = new Promise<void>((resolve) => {
      window.addEventListener(
        'click',
        () => {
          state.commits = [];
          state.listening = true;
          requestAnimationFrame(() => {
            state.listening = false;
            document.querySelector<HTMLIFrameElement>('.game-stage iframe.game-stage__frame')?.contentWindow?.postMessage(marker, '*');
            resolve();
          });
        },
        { capture: true, once: true },
      );
    });
  }, frameMarker);
  await play.click();
  const { commits } = await page.evaluate(async (): Promise<TapRenders> => {
    const state = (window as unknown as { __tapRenders: { commits: string[][]; done: Promise<void> } }).__tapRenders;
    await state.done;
    return { commits: state.commits };
  });
  await expect(page.getByTestId('game-stage')).toBeVisible();

  // The game is resumed and given its sound after that frame, not in the tap: posting into the
  // game's frame is no part of the tap's interaction to next paint.
  const gameFrame = page.locator('.game-stage:not(.game-stage--preloading) iframe.game-stage__frame');
  const arrivals = async (): Promise<string[]> => {
    const frame = await (await gameFrame.elementHandle()).contentFrame();
    return frame ? frame.evaluate(() => (window as unknown as { __hostMessages: string[] }).__hostMessages) : [];
  };
  await expect.poll(async () => (await arrivals()).length).toBe(3);
  expect((await arrivals())[0], `the order the game heard: ${(await arrivals()).join(', ')}`).toBe('frame');
  expect([...(await arrivals())].sort()).toEqual(['frame', 'resume', 'sound on']);

  const renders = commits.flat();
  expect(renders, `the components rendered by the tap, commit by commit: ${JSON.stringify(commits)}`).toContain('stage');
  expect(renders.filter((place) => place !== 'stage'), `the components rendered by the tap, commit by commit: ${JSON.stringify(commits)}`).toEqual([]);

  // The page followed: the stage has its history entry (Back closes it, and the page is there again).
  await expect.poll(() => page.evaluate(() => (history.state as { usr?: { gameStage?: boolean } } | null)?.usr?.gameStage === true)).toBe(true);
  await page.goBack();
  await expect(page.getByTestId('game-stage')).toHaveCount(0);
  await expect(play).toBeFocused();
});

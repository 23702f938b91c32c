import type { PublicConfigView } from '@site/api-contract';
import { act, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { strictMount, type StrictMount } from '../../../test/strict-mount.tsx';
import { fallbackPublicConfig, publicConfigStore } from '../../account/public-config.ts';
import { useHomeOffers } from './use-home-offers.ts';

// React's development build, as `npm start` serves it: StrictMode runs each mount's effects twice.
const configured: PublicConfigView = {
  ...fallbackPublicConfig,
  nativeApps: { ios: 'https://apps.apple.com/app/id6400000000', android: null },
  deposits: { ...fallbackPublicConfig.deposits, enabled: true, treasuryAddress: '0x7e57000000000000000000000000000000c0de01' },
};

/** The browser's idle callbacks, held until the test runs them: here it is never idle unless the test says. */
let idle: (() => void)[] = [];
/** How often the page asked `GET /api/config`, and what the server answers. */
let asked = 0;
let answer: () => Promise<Response>;
let root: StrictMount | undefined;

beforeEach(() => {
  idle = [];
  asked = 0;
  answer = () => Promise.resolve(Response.json(configured));
  publicConfigStore.set({ status: 'loading' });
  vi.stubGlobal('requestIdleCallback', (task: () => void) => idle.push(task));
  vi.stubGlobal('cancelIdleCallback', () => undefined);
  vi.spyOn(globalThis, 'fetch').mockImplementation((input) => {
    if (String(input) !== '/api/config') return Promise.reject(new Error(`Not this test's: ${String(input)}`));
    asked += 1;
    return answer();
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** Every value the hook returned, render by render. */
let seen: string[] = [];
function Offers({ now }: { now: boolean }): ReactNode {
  const offers = useHomeOffers(now);
  const shown = offers === null ? 'unknown' : `ios ${String(offers.iosApp)}, deposits ${String(offers.deposits)}`;
  seen.push(shown);
  return <p>{shown}</p>;
}

function show(now: boolean): void {
  root ??= strictMount();
  root.render(<Offers now={now} />);
}

const shown = (): string => root?.container.textContent ?? '';

/** Lets frames, timers and the config's answer run, inside act so React renders what they set. */
async function settle(ms = 50): Promise<void> {
  await act(async () => {
    await new Promise((done) => setTimeout(done, ms));
  });
}

async function runIdle(): Promise<void> {
  await vi.waitFor(() => {
    expect(idle.length).toBeGreaterThan(0);
  });
  const tasks = idle;
  idle = [];
  await act(async () => {
    for (const task of tasks) task();
    await new Promise((done) => setTimeout(done, 50));
  });
}

afterEach(() => {
  root?.unmount();
  root = undefined;
  seen = [];
});

describe('useHomeOffers under StrictMode', () => {
  it("asks nothing while the home paints; once the browser is idle, asks once and gives the server's word", async () => {
    show(false);
    await settle();
    expect(shown()).toBe('unknown');
    expect(asked).toBe(0);
    await runIdle();
    await vi.waitFor(async () => {
      await settle(10);
      expect(shown()).toBe('ios true, deposits true');
    });
    expect(asked).toBe(1);
  });

  it('asks at once when the Coins tab is chosen, without waiting for the browser to be idle', async () => {
    show(false);
    await settle();
    expect(asked).toBe(0);
    show(true);
    await vi.waitFor(async () => {
      await settle(10);
      expect(shown()).toBe('ios true, deposits true');
    });
    expect(asked).toBe(1);
  });

  it('gives what the server has: no iOS app and no treasury, neither', async () => {
    answer = () => Promise.resolve(Response.json(fallbackPublicConfig));
    show(true);
    await vi.waitFor(async () => {
      await settle(10);
      expect(shown()).toBe('ios false, deposits false');
    });
  });

  it('while the server cannot say, keeps the deposit (its page asks again) and not Apple; choosing Coins again asks again', async () => {
    answer = () => Promise.reject(new TypeError('Failed to fetch'));
    show(true);
    await vi.waitFor(async () => {
      await settle(10);
      expect(shown()).toBe('ios false, deposits true');
    });
    const before = asked;
    answer = () => Promise.resolve(Response.json(configured));
    show(false);
    show(true);
    await vi.waitFor(async () => {
      await settle(10);
      expect(shown()).toBe('ios true, deposits true');
    });
    expect(asked).toBe(before + 1);
  });

  it('a home opened again knows the offers from its first render: nothing appears late', async () => {
    show(true);
    await vi.waitFor(async () => {
      await settle(10);
      expect(shown()).toBe('ios true, deposits true');
    });
    root?.unmount();
    root = undefined;
    seen = [];
    show(false);
    expect(seen[0]).toBe('ios true, deposits true');
    expect(asked).toBe(1);
  });
});

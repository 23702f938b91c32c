import { randomUUID } from 'node:crypto';
import { csrfHeader } from '@site/api-contract/routes';
import { call, type Answer } from '../../bench/load-http.ts';
import { buildTestPng } from '../../src/test-support/test-images.ts';
import { playableBundle } from '../../src/test-support/submission-test-helpers.ts';
import type { MoneyModel, ModelledOperation } from './money-model.ts';
import type { WindowStats } from './window-stats.ts';

export interface Player {
  email: string;
  password: string;
  cookie: string;
  accountId: string;
}

export interface TrafficOptions {
  /** The balancer's address: every request of the load goes through it. */
  url: string;
  players: Player[];
  /** Makers upload games (a submission: bundle and thumbnail to the bucket, an inspection queued). */
  makers: Player[];
  /** The game the players run (a score table: every finish pays). */
  game: string;
  /** The window the answers are counted in now (the rehearsal moves it from fault to fault). */
  window: () => WindowStats;
  model: MoneyModel;
  /** Milliseconds a player waits between two actions: the load is a pace of players, not a flood. */
  thinkMs: number;
}

/** What a player does, in proportion: reads dominate, money moves often, a sign-in and a save now and then. */
const mix = ['balances', 'games', 'run', 'burn', 'news', 'summary', 'board', 'convert', 'balances', 'run', 'games', 'burn', 'save', 'news', 'signIn', 'run'] as const;

const retryable = (answer: Answer): boolean => answer.status === 'no answer' || answer.status >= 500;
const pause = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The rehearsal's load through the balancer until `stop()`: each player a closed loop of the mix
 * with a think time, each maker uploading a game now and then (all the time while `flood` is on).
 * Money moves (burns, conversions, run finishes) are retried with the same request while there is
 * no answer or a 5xx, as the site's client does, and their final outcome goes to the money model.
 */
export function startTraffic(options: TrafficOptions): { stop: () => Promise<void>; flood: (on: boolean) => void; inFlight: () => number } {
  // Read by the loops, written by stop() and flood(): an object, so the loops see the change.
  const state = { running: true, flooding: false };
  let pending = 0;
  const measured = async (kind: string, send: () => Promise<Answer>): Promise<Answer> => {
    pending += 1;
    const answer = await send().finally(() => (pending -= 1));
    options.window().record(kind, answer.status, answer.milliseconds);
    return answer;
  };
  /** A money move sent until it has an answer (up to 8 times, backing off), its outcome kept. */
  const moveMoney = async (kind: string, send: () => Promise<Answer>, operation: (answer: Answer) => Omit<ModelledOperation, 'outcome' | 'attempts'> | null): Promise<Answer> => {
    let answer = await measured(kind, send);
    let attempts = 1;
    while (retryable(answer) && attempts < 8) {
      await pause(100 * 2 ** Math.min(attempts, 4));
      answer = await measured(`${kind} (retry)`, send);
      attempts += 1;
    }
    const moved = operation(answer);
    if (moved) {
      const outcome = answer.status === 'no answer' || answer.status >= 500 ? 'unknown' : answer.status < 300 ? 'accepted' : 'refused';
      options.model.add({ ...moved, outcome, attempts });
    }
    return answer;
  };

  const act = async (player: Player, action: (typeof mix)[number]): Promise<void> => {
    const { url } = options;
    const cookie = player.cookie;
    switch (action) {
      case 'signIn': {
        const answer = await measured('sign-in', () => call(url, 'POST', '/api/auth/email/login', { body: { email: player.email, password: player.password } }));
        if (answer.sessionCookie) player.cookie = answer.sessionCookie;
        return;
      }
      case 'balances':
        await measured('signed-in read', () => call(url, 'GET', '/api/ledger/balances', { cookie }));
        return;
      case 'summary':
        await measured('signed-in read', () => call(url, 'GET', '/api/economy/summary', { cookie }));
        return;
      case 'games':
        await measured('public list (replica)', () => call(url, 'GET', '/api/games'));
        return;
      case 'news':
        await measured('public list (replica)', () => call(url, 'GET', '/api/news'));
        return;
      case 'board':
        await measured('public list (replica)', () => call(url, 'GET', `/api/games/${options.game}/leaderboard`));
        return;
      case 'burn': {
        const requestId = randomUUID();
        const gameCoins = BigInt(1 + Math.floor(Math.random() * 3));
        await moveMoney(
          'burn',
          () => call(url, 'POST', '/api/economy/burn-game-coin', { cookie, body: { requestId, gameCoins: gameCoins.toString() } }),
          () => ({ key: `economy:${player.accountId}:${requestId}`, kind: 'burn', gameCoins }),
        );
        return;
      }
      case 'convert': {
        const requestId = randomUUID();
        await moveMoney(
          'conversion',
          () => call(url, 'POST', '/api/economy/convert-game-coin', { cookie, body: { requestId, goldCoins: '1' } }),
          (answer) => ({ key: `economy:${player.accountId}:${requestId}`, kind: 'convert', gameCoins: BigInt(spentOf(answer) ?? '100') }),
        );
        return;
      }
      case 'run': {
        const start = await moveMoney('run start', () => call(url, 'POST', `/api/games/${options.game}/runs`, { cookie }), () => null);
        const runId = (start.body as { run?: { id?: string } } | null)?.run?.id;
        if (!runId) return;
        await moveMoney(
          'run finish',
          () => call(url, 'POST', `/api/runs/${runId}/finish`, { cookie, body: { score: 450, completed: true } }),
          (answer) => ({ key: `run_reward:${runId}`, kind: 'run reward', gameCoins: BigInt((answer.body as { earned?: string } | null)?.earned ?? '0') }),
        );
        return;
      }
      case 'save': {
        const read = await measured('save', () => call(url, 'GET', `/api/games/${options.game}/save`, { cookie }));
        const baseVersion = (read.body as { save?: { version?: number } | null } | null)?.save?.version ?? 0;
        await measured('save', () => call(url, 'POST', `/api/games/${options.game}/save`, { cookie, body: { baseVersion, data: { level: baseVersion + 1, at: Date.now() } } }));
        return;
      }
    }
  };

  const playerLoop = async (player: Player, index: number): Promise<void> => {
    for (let step = index; state.running; step += 1) {
      await act(player, mix[step % mix.length] ?? 'balances');
      await pause(options.thinkMs);
    }
  };
  const makerLoop = async (maker: Player, index: number): Promise<void> => {
    for (let step = 0; state.running; step += 1) {
      await measured('upload', () => upload(options.url, maker, `Rehearsal ${index}-${step} ${randomUUID().slice(0, 8)}`));
      // Now and then, as makers do; back to back while the queue is being filled.
      const resting = (): boolean => state.running && !state.flooding;
      for (let waited = 0; resting() && waited < 40 * options.thinkMs; waited += options.thinkMs) await pause(options.thinkMs);
    }
  };
  const loops = [...options.players.map(playerLoop), ...options.makers.map(makerLoop)];
  return {
    inFlight: () => pending,
    flood: (on) => {
      state.flooding = on;
    },
    stop: async () => {
      state.running = false;
      await Promise.all(loops);
    },
  };
}

function spentOf(answer: Answer): string | undefined {
  return (answer.body as { spent?: { amount?: string } } | null)?.spent?.amount;
}

const thumbnail = buildTestPng(64, 64);

/** A new game submitted as the site's form sends it (multipart: bundle and thumbnail). */
async function upload(url: string, maker: Player, title: string): Promise<Answer> {
  const form = new FormData();
  form.append('title', title);
  form.append('description', 'A game uploaded by the rehearsal.');
  form.append('category', 'arcade');
  form.append('thumbnail', new Blob([new Uint8Array(thumbnail)], { type: 'image/png' }), 'thumb.png');
  form.append('bundle', new Blob([new Uint8Array(playableBundle(title))], { type: 'application/zip' }), 'game.zip');
  const started = performance.now();
  try {
    const response = await fetch(`${url}/api/submissions`, { method: 'POST', headers: { cookie: maker.cookie, accept: 'application/json', [csrfHeader.name]: csrfHeader.value }, body: form });
    const body = await response.json().catch(() => null);
    return { status: response.status, body, sessionCookie: null, milliseconds: performance.now() - started };
  } catch {
    return { status: 'no answer', body: null, sessionCookie: null, milliseconds: performance.now() - started };
  }
}

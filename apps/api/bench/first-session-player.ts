import { randomUUID } from 'node:crypto';
import type { EconomySummaryView } from '@site/api-contract';
import type { ApiClient } from '@site/api-contract/client';
import type { PacedRun } from './first-session-pace.ts';

/** The server the model player plays on, and the product clock it moves instead of waiting. */
export interface ModelWorld {
  /** The server's clock now, in milliseconds. */
  nowMs(): number;
  /** Moves the server's clock forward: time spent playing or waiting. */
  advance(ms: number): void;
  /** A new account, signed up as a visitor does (the e-mail link), optionally through a friend's invite. */
  signUp(inviteCode?: string): Promise<ApiClient>;
}

/** What the coin pages sell that a player can earn: each first becomes affordable, then is made. */
export const purchases = ['convertGameCoin', 'burnGameCoin', 'recoverStamina', 'convertInvitePoint'] as const;
export type Purchase = (typeof purchases)[number];

export interface Milestone {
  /** Minutes into the session when the player first held enough for it; null: not within the session. */
  affordableAt: number | null;
  /** Minutes into the session when the player first made it. */
  madeAt: number | null;
}

export interface SessionOptions {
  game: string;
  /** The n-th run of the session (0-based) at the model's pace. */
  run: (index: number) => PacedRun;
  /** A friend the player invites: at which minute they sign up through the invite, and the first run they play; null: the player plays alone. */
  friend: { atMinute: number; run: PacedRun } | null;
  minutes: number;
}

export interface SessionReport {
  milestones: Record<Purchase, Milestone>;
  runs: number;
  /** Minutes spent waiting for stamina. */
  waitedMinutes: number;
  earnedGameCoins: bigint;
}

/**
 * A new player's first session on the real server: runs back to back at the model's pace while
 * stamina lasts, every purchase made as soon as the server's summary says it is affordable (all
 * whole gold coins converted, one game coin burnt, every invite point converted, stamina
 * recovered when a run cannot start), and waiting for stamina only when nothing else is left.
 * Every rule (rewards, caps, prices, stamina) is the server's: the player only reads and asks.
 */
export async function playFirstSession(world: ModelWorld, options: SessionOptions): Promise<SessionReport> {
  const startedAt = world.nowMs();
  const minute = (): number => (world.nowMs() - startedAt) / 60_000;
  const player = await world.signUp();
  const config = await player.call('publicConfig');
  const milestones = Object.fromEntries(purchases.map((name) => [name, { affordableAt: null, madeAt: null }])) as Record<Purchase, Milestone>;
  const affordable = (name: Purchase): void => {
    milestones[name].affordableAt ??= minute();
  };
  const made = (name: Purchase): void => {
    milestones[name].madeAt ??= minute();
  };
  let friend: ApiClient | null = null;
  let runs = 0;
  let waitedMs = 0;
  let earned = 0n;

  const spendWhatCanBeSpent = async (): Promise<EconomySummaryView> => {
    let summary = await player.call('getEconomySummary');
    const coins = (): bigint => BigInt(summary.balances.game_coin);
    if (coins() >= 1n && milestones.burnGameCoin.madeAt === null) {
      affordable('burnGameCoin');
      await player.call('burnGameCoin', { body: { requestId: randomUUID(), gameCoins: '1' } });
      made('burnGameCoin');
      summary = await player.call('getEconomySummary');
    }
    const points = BigInt(summary.balances.invite_point);
    if (points >= 1n) {
      affordable('convertInvitePoint');
      await player.call('convertInvitePoint', { body: { requestId: randomUUID(), invitePoints: points.toString() } });
      made('convertInvitePoint');
      summary = await player.call('getEconomySummary');
    }
    const { gameCoinsPerGold, leftTodayGold } = summary.gameCoinToGold;
    const wholeGold = coins() / BigInt(gameCoinsPerGold);
    const gold = wholeGold < BigInt(leftTodayGold) ? wholeGold : BigInt(leftTodayGold);
    if (gold >= 1n) {
      affordable('convertGameCoin');
      await player.call('convertGameCoin', { body: { requestId: randomUUID(), goldCoins: gold.toString() } });
      made('convertGameCoin');
      summary = await player.call('getEconomySummary');
    }
    const { priceGold, stamina } = summary.staminaRecovery;
    if (BigInt(summary.balances.gold_coin) >= BigInt(priceGold) && stamina.value < stamina.max) affordable('recoverStamina');
    return summary;
  };

  while (minute() < options.minutes) {
    const summary = await spendWhatCanBeSpent();
    const { stamina, priceGold } = summary.staminaRecovery;
    if (stamina.value < config.stamina.runCost) {
      if (BigInt(summary.balances.gold_coin) >= BigInt(priceGold)) {
        await player.call('recoverStamina', { body: { requestId: randomUUID() } });
        made('recoverStamina');
      } else {
        // Nothing to buy it back with: wait, on the server's clock, until one run's stamina is back.
        const nextPointMs = stamina.nextPointAt === null ? 0 : Date.parse(stamina.nextPointAt) - world.nowMs();
        const waitMs = Math.max(0, nextPointMs) + (config.stamina.runCost - stamina.value - 1) * stamina.refillSeconds * 1000;
        world.advance(waitMs);
        waitedMs += waitMs;
      }
      continue;
    }
    const paced = options.run(runs);
    const started = await player.call('startRun', { params: { game: options.game }, query: {} });
    let friendRun: string | null = null;
    if (options.friend !== null && friend === null && minute() >= options.friend.atMinute) {
      const { code } = await player.call('getInvites');
      friend = await world.signUp(code);
      friendRun = (await friend.call('startRun', { params: { game: 'levels' }, query: {} })).run.id;
    }
    world.advance(Math.max(paced.seconds, friendRun === null ? 0 : (options.friend?.run.seconds ?? 0)) * 1000);
    const finished = await player.call('finishRun', { params: { run: started.run.id }, body: paced.claim });
    if (friend !== null && friendRun !== null && options.friend) await friend.call('finishRun', { params: { run: friendRun }, body: options.friend.run.claim });
    earned += BigInt(finished.earned);
    runs += 1;
  }
  await spendWhatCanBeSpent();
  return { milestones, runs, waitedMinutes: waitedMs / 60_000, earnedGameCoins: earned };
}

import { randomUUID } from 'node:crypto';
import { csrfHeader } from '@site/api-contract/routes';

/** A signed-in player as the load sees it: its session cookie and ledger account. */
export interface LoadPlayer {
  accountId: string;
  cookie: string;
}

export type MoneyKind = 'burn' | 'convert';

/** One money operation and every answer it got, recorded client-side: its key is `requestId`. */
export interface MoneyOperation {
  requestId: string;
  player: LoadPlayer;
  kind: MoneyKind;
  /** Game coins burnt, or gold coins wanted by the conversion. */
  amount: bigint;
  /** Index of the API process the load sent it to first. */
  target: number;
  /** HTTP statuses in order; 0 when the connection ended without an answer. */
  answers: number[];
  /** True once an answer was 200 (with this requestId in its body). */
  succeeded: boolean;
}

const paths: Record<MoneyKind, string> = { burn: '/api/economy/burn-game-coin', convert: '/api/economy/convert-game-coin' };

/** Sends `operation` (again: same requestId) to `baseUrl` and records the answer's status; returns it with the body. */
export async function sendOperation(baseUrl: string, operation: MoneyOperation): Promise<{ status: number; body: unknown }> {
  const body = operation.kind === 'burn' ? { requestId: operation.requestId, gameCoins: operation.amount.toString() } : { requestId: operation.requestId, goldCoins: operation.amount.toString() };
  let status: number;
  let answer: unknown = null;
  try {
    const response = await fetch(`${baseUrl}${paths[operation.kind]}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [csrfHeader.name]: csrfHeader.value, cookie: operation.player.cookie },
      body: JSON.stringify(body),
    });
    answer = await response.json();
    status = response.status;
    if (status === 200 && (answer as { requestId?: unknown }).requestId === operation.requestId) operation.succeeded = true;
  } catch {
    // No answer (the process was killed, or the connection ended): the outcome is unknown.
    status = 0;
  }
  operation.answers.push(status);
  return { status, body: answer };
}

/**
 * Concurrent clients sending burns and conversions with fresh requestIds to the API processes in
 * turn, until stopped; every operation and answer is kept. `until` resolves once a condition on
 * what was recorded holds (checked after each answer), so a test waits on states.
 */
export class MoneyLoad {
  readonly operations: MoneyOperation[] = [];
  private stopped = false;
  private workers: Promise<void>[] = [];
  private waiters: { holds: () => boolean; resolve: () => void }[] = [];

  constructor(
    private readonly urls: readonly string[],
    private readonly players: readonly LoadPlayer[],
  ) {}

  start(clients: number): void {
    this.workers = Array.from({ length: clients }, (_, index) => this.work(index));
  }

  async stop(): Promise<void> {
    this.stopped = true;
    await Promise.all(this.workers);
  }

  /** Answers of `target` with `status` so far. */
  count(target: number, status: number): number {
    let total = 0;
    for (const operation of this.operations) if (operation.target === target) for (const answer of operation.answers) if (answer === status) total += 1;
    return total;
  }

  /** Resolves once `holds()` is true; rejects after `timeoutMs` (a hang guard, not a wait). */
  until(what: string, holds: () => boolean, timeoutMs = 45_000): Promise<void> {
    if (holds()) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        reject(new Error(`The load never reached: ${what}`));
      }, timeoutMs);
      this.waiters.push({
        holds,
        resolve: () => {
          clearTimeout(timer);
          resolve();
        },
      });
    });
  }

  private async work(client: number): Promise<void> {
    for (let sent = 0; !this.stopped; sent += 1) {
      const target = (client + sent) % this.urls.length;
      const player = this.players[(client * 7 + sent) % this.players.length];
      const url = this.urls[target];
      if (!player || !url) throw new Error('The load has no players or no servers.');
      const kind: MoneyKind = sent % 3 === 2 ? 'convert' : 'burn';
      const operation: MoneyOperation = { requestId: randomUUID(), player, kind, amount: kind === 'convert' ? 1n : BigInt(1 + (sent % 9)), target, answers: [], succeeded: false };
      this.operations.push(operation);
      const { status } = await sendOperation(url, operation);
      this.notify();
      // A client backs off after a refused or failed request instead of spinning (as retry-after asks).
      if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }

  private notify(): void {
    const waiting = this.waiters;
    this.waiters = [];
    for (const waiter of waiting) {
      if (waiter.holds()) waiter.resolve();
      else this.waiters.push(waiter);
    }
  }
}

import type { Stamina } from '@site/api-contract';
import type { StaminaConfig } from '../config/config.ts';
import type { Queryable } from '../db/database.ts';
import { firstRow } from '../db/first-row.ts';
import { ApiError } from '../errors/api-error.ts';
import { outlook, refill, spend, type StaminaRules, type StaminaState } from './stamina-rules.ts';

interface StaminaRow {
  value: number;
  as_of: Date;
}

const rulesOf = (settings: StaminaConfig): StaminaRules => ({ max: settings.max, refillMs: settings.refillSeconds * 1000 });

/** An account without a row has never spent: it is full (new accounts start full: STAMINA_MAX in docs/api/settings.md). */
const fullAt = (settings: StaminaConfig, now: Date): StaminaState => refill(now.getTime(), rulesOf(settings));

/** The API's view of a state at `now`: the value, and when the next point and the max come. */
export function staminaView(state: StaminaState, now: Date, settings: StaminaConfig): Stamina {
  const view = outlook(state, now.getTime(), rulesOf(settings));
  const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());
  return { value: view.value, max: settings.max, refillSeconds: settings.refillSeconds, nextPointAt: iso(view.nextPointAtMs), fullAt: iso(view.fullAtMs) };
}

/** The account's stamina at `now`, without locking (for showing it). */
export async function readStamina(db: Queryable, accountId: string, now: Date, settings: StaminaConfig): Promise<Stamina> {
  const [row] = await db.query<StaminaRow>('SELECT value, as_of FROM account_stamina WHERE account_id = $1', [accountId]);
  return staminaView(row ? { value: row.value, asOfMs: row.as_of.getTime() } : fullAt(settings, now), now, settings);
}

/**
 * The stored state, locked until the caller's transaction ends: concurrent spends and refills
 * of one account queue here, each reading what the one before it wrote.
 */
async function lockStamina(tx: Queryable, accountId: string, now: Date, settings: StaminaConfig): Promise<StaminaState> {
  const full = fullAt(settings, now);
  await tx.query('INSERT INTO account_stamina (account_id, value, as_of) VALUES ($1, $2, $3) ON CONFLICT (account_id) DO NOTHING', [accountId, full.value, now]);
  const row = firstRow(await tx.query<StaminaRow>('SELECT value, as_of FROM account_stamina WHERE account_id = $1 FOR UPDATE', [accountId]), 'SELECT account_stamina FOR UPDATE');
  return { value: row.value, asOfMs: row.as_of.getTime() };
}

async function store(tx: Queryable, accountId: string, state: StaminaState): Promise<void> {
  await tx.query('UPDATE account_stamina SET value = $2, as_of = $3 WHERE account_id = $1', [accountId, state.value, new Date(state.asOfMs)]);
}

/**
 * Takes `amount` stamina (a game run's cost: `config.stamina.runCost`) inside the caller's
 * transaction, which must be on a database transaction (`db.transaction`) so the row lock holds
 * until it commits. Refuses with 409 `not_enough_stamina`, with `retryAfterSeconds` when waiting
 * would be enough; the caller's transaction then rolls back whatever else it did. Returns the
 * stamina after the spend.
 */
export async function spendStamina(tx: Queryable, accountId: string, amount: number, now: Date, settings: StaminaConfig): Promise<Stamina> {
  if (!Number.isSafeInteger(amount) || amount < 0) throw new Error(`spendStamina: amount must be a whole number ≥ 0 (got ${amount})`);
  const outcome = spend(await lockStamina(tx, accountId, now, settings), amount, now.getTime(), rulesOf(settings));
  if (!outcome.ok) {
    if (outcome.enoughAtMs === null) {
      throw new ApiError('not_enough_stamina', `This needs ${amount} stamina, more than the most an account holds (${settings.max}).`);
    }
    const retryAfterSeconds = Math.max(1, Math.ceil((outcome.enoughAtMs - now.getTime()) / 1000));
    throw new ApiError('not_enough_stamina', `This needs ${amount} stamina and you have ${outcome.value}; enough will be there in ${retryAfterSeconds} s.`, { retryAfterSeconds });
  }
  await store(tx, accountId, outcome.state);
  return staminaView(outcome.state, now, settings);
}

/**
 * Refills the account's stamina to the max inside the caller's transaction. The seam for
 * `/recover-stamina`: the caller charges `config.stamina.recoverPriceGold` gold coins in the same
 * transaction, and may refuse (throw, rolling back) when `before` was already full.
 */
export async function refillStamina(tx: Queryable, accountId: string, now: Date, settings: StaminaConfig): Promise<{ before: Stamina; after: Stamina }> {
  const before = staminaView(await lockStamina(tx, accountId, now, settings), now, settings);
  const after = refill(now.getTime(), rulesOf(settings));
  await store(tx, accountId, after);
  return { before, after: staminaView(after, now, settings) };
}

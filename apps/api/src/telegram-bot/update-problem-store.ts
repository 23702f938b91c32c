import type { TelegramUpdateProblemView } from '@site/api-contract';
import type { Queryable } from '../db/database.ts';

/** Why an update was acknowledged without being applied (the contract's TelegramUpdateProblemCode). */
export type UpdateProblemCode = TelegramUpdateProblemView['problem'];
export type UpdateKind = TelegramUpdateProblemView['kind'];

/** What is recorded of one update: only fields already read and checked (migration 036). */
export interface UpdateProblem {
  digest: Buffer;
  problem: UpdateProblemCode;
  kind: UpdateKind;
  updateId: number | null;
  orderId: string | null;
  accountId: string | null;
  chargeId: string | null;
  telegramUserId: bigint | null;
  expectedStars: number | null;
  receivedAmount: string | null;
  receivedCurrency: string | null;
}

/** One row of `telegram_update_problems` (migration 036). */
export interface UpdateProblemRow {
  id: bigint;
  problem: UpdateProblemCode;
  kind: UpdateKind;
  update_id: bigint | null;
  order_id: string | null;
  account_id: string | null;
  telegram_payment_charge_id: string | null;
  telegram_user_id: bigint | null;
  expected_stars: number | null;
  received_amount: string | null;
  received_currency: string | null;
  deliveries: number;
  first_received_at: Date;
  last_received_at: Date;
}

/**
 * Records the problem once per distinct update: the same update delivered again (or at the same
 * time) adds one to `deliveries` of its row, in one statement. True on the update's first delivery.
 */
export async function recordUpdateProblem(tx: Queryable, record: UpdateProblem, now: Date): Promise<boolean> {
  const [row] = await tx.query<{ deliveries: number }>(
    `INSERT INTO telegram_update_problems (update_digest, problem, kind, update_id, order_id, account_id, telegram_payment_charge_id, telegram_user_id, expected_stars, received_amount, received_currency, first_received_at, last_received_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $12)
     ON CONFLICT (update_digest) DO UPDATE SET deliveries = telegram_update_problems.deliveries + 1, last_received_at = GREATEST(telegram_update_problems.last_received_at, EXCLUDED.last_received_at)
     RETURNING deliveries`,
    [
      record.digest,
      record.problem,
      record.kind,
      record.updateId,
      record.orderId,
      record.accountId,
      record.chargeId,
      record.telegramUserId,
      record.expectedStars,
      record.receivedAmount,
      record.receivedCurrency,
      now,
    ],
  );
  return row?.deliveries === 1;
}

/** The most recently delivered problems first, at most `limit`. */
export function listUpdateProblems(tx: Queryable, limit: number): Promise<UpdateProblemRow[]> {
  return tx.query<UpdateProblemRow>(
    `SELECT id, problem, kind, update_id, order_id, account_id, telegram_payment_charge_id, telegram_user_id, expected_stars, received_amount, received_currency, deliveries, first_received_at, last_received_at
     FROM telegram_update_problems ORDER BY last_received_at DESC, id DESC LIMIT $1`,
    [limit],
  );
}

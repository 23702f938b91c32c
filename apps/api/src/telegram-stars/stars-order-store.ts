import type { Queryable } from '../db/database.ts';

/** One row of `telegram_star_orders` (migration 021). */
export interface StarsOrderRow {
  id: string;
  account_id: string | null;
  stars: number;
  gold_coins: bigint;
  created_at: Date;
  expires_at: Date;
  state: 'open' | 'paid' | 'refunded';
  telegram_payment_charge_id: string | null;
  telegram_user_id: bigint | null;
  refunded_coins: bigint | null;
  refund_shortfall: bigint | null;
}

const columns = 'id, account_id, stars, gold_coins, created_at, expires_at, state, telegram_payment_charge_id, telegram_user_id, refunded_coins, refund_shortfall';

export async function insertStarsOrder(tx: Queryable, order: { id: string; accountId: string; stars: number; goldCoins: bigint; now: Date; expiresAt: Date }): Promise<StarsOrderRow> {
  const [row] = await tx.query<StarsOrderRow>(
    `INSERT INTO telegram_star_orders (id, account_id, stars, gold_coins, created_at, expires_at, state) VALUES ($1, $2, $3, $4, $5, $6, 'open') RETURNING ${columns}`,
    [order.id, order.accountId, order.stars, order.goldCoins, order.now, order.expiresAt],
  );
  if (!row) throw new Error('INSERT … RETURNING gave no row');
  return row;
}

/** The order, or null; unlocked (the pre-checkout only reads it). */
export async function findStarsOrder(tx: Queryable, orderId: string): Promise<StarsOrderRow | null> {
  const [row] = await tx.query<StarsOrderRow>(`SELECT ${columns} FROM telegram_star_orders WHERE id = $1`, [orderId]);
  return row ?? null;
}

/** The order, locked until the caller's transaction ends. */
export async function lockStarsOrder(tx: Queryable, orderId: string): Promise<StarsOrderRow | null> {
  const [row] = await tx.query<StarsOrderRow>(`SELECT ${columns} FROM telegram_star_orders WHERE id = $1 FOR UPDATE`, [orderId]);
  return row ?? null;
}

/** The order paid (or refunded) with this charge, or null; unlocked (the charge's advisory lock guards who writes it). */
export async function findStarsOrderByCharge(tx: Queryable, chargeId: string): Promise<StarsOrderRow | null> {
  const [row] = await tx.query<StarsOrderRow>(`SELECT ${columns} FROM telegram_star_orders WHERE telegram_payment_charge_id = $1`, [chargeId]);
  return row ?? null;
}

/** The order paid with this charge, locked until the caller's transaction ends. */
export async function lockStarsOrderByCharge(tx: Queryable, chargeId: string): Promise<StarsOrderRow | null> {
  const [row] = await tx.query<StarsOrderRow>(`SELECT ${columns} FROM telegram_star_orders WHERE telegram_payment_charge_id = $1 FOR UPDATE`, [chargeId]);
  return row ?? null;
}

export async function markStarsOrderPaid(tx: Queryable, orderId: string, payment: { chargeId: string; telegramUserId: bigint; now: Date }): Promise<void> {
  await tx.query(`UPDATE telegram_star_orders SET state = 'paid', telegram_payment_charge_id = $2, telegram_user_id = $3, paid_at = $4 WHERE id = $1`, [
    orderId,
    payment.chargeId,
    payment.telegramUserId,
    payment.now,
  ]);
}

/** Marks the order refunded; an order never paid gets the charge id of its refund here. */
export async function markStarsOrderRefunded(tx: Queryable, orderId: string, refund: { chargeId: string; telegramUserId: bigint | null; debited: bigint; shortfall: bigint; now: Date }): Promise<void> {
  await tx.query(
    `UPDATE telegram_star_orders SET state = 'refunded', telegram_payment_charge_id = $2, telegram_user_id = COALESCE(telegram_user_id, $3), refunded_at = $4, refunded_coins = $5, refund_shortfall = $6 WHERE id = $1`,
    [orderId, refund.chargeId, refund.telegramUserId, refund.now, refund.debited, refund.shortfall],
  );
}

/** A Telegram user's paid or refunded orders, newest first, at most `limit` (what a payment ticket lists for staff). */
export function listStarsOrdersOfTelegramUser(tx: Queryable, telegramUserId: bigint, limit: number): Promise<(StarsOrderRow & { paid_at: Date | null })[]> {
  return tx.query<StarsOrderRow & { paid_at: Date | null }>(
    `SELECT ${columns}, paid_at FROM telegram_star_orders WHERE telegram_user_id = $1 AND state <> 'open' ORDER BY coalesce(paid_at, refunded_at) DESC, id LIMIT $2`,
    [telegramUserId, limit],
  );
}

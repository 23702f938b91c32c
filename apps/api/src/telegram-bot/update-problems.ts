import type { TelegramUpdateProblemView } from '@site/api-contract';
import type { Queryable } from '../db/database.ts';
import { listUpdateProblems } from './update-problem-store.ts';

/** What staff see of the updates the webhook acknowledged without applying: the most recently delivered 100. */
export async function updateProblems(db: Queryable): Promise<TelegramUpdateProblemView[]> {
  const rows = await listUpdateProblems(db, 100);
  return rows.map((row) => ({
    id: row.id.toString(),
    problem: row.problem,
    kind: row.kind,
    updateId: row.update_id === null ? null : Number(row.update_id),
    orderId: row.order_id,
    accountId: row.account_id,
    telegramPaymentChargeId: row.telegram_payment_charge_id,
    telegramUserId: row.telegram_user_id?.toString() ?? null,
    expectedStars: row.expected_stars,
    receivedAmount: row.received_amount,
    receivedCurrency: row.received_currency,
    deliveries: row.deliveries,
    firstReceivedAt: row.first_received_at.toISOString(),
    lastReceivedAt: row.last_received_at.toISOString(),
  }));
}

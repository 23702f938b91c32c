import { createHash } from 'node:crypto';
import type { Queryable } from '../db/database.ts';
import { recordUpdateProblem, type UpdateKind, type UpdateProblemCode } from './update-problem-store.ts';

// JSON.stringify gives no text for undefined (a post with no body), whatever its declared type says.
const stringify: (value: unknown) => string | undefined = JSON.stringify;
const jsonText = (value: unknown): string => stringify(value) ?? 'undefined';

/** What an update said, for staff: its JSON, printable ASCII only (no NUL, no lone surrogate reaches the database), at most 64 characters. */
export function printable(value: unknown): string | null {
  if (value === undefined) return null;
  return jsonText(value).replace(/[^\x20-\x7e]/g, '?').slice(0, 64);
}

export interface NotedProblem {
  problem: UpdateProblemCode;
  kind: UpdateKind;
  updateId: number | null;
  order: { id: string; account_id: string | null; stars: number } | null;
  chargeId: string | null;
  telegramUserId: bigint | null;
  currency: unknown;
  totalAmount: unknown;
}

/**
 * Records why `body` (the update as posted) was not applied, once per distinct update: its digest
 * is the SHA-256 of its JSON, the same for every delivery of it. True on the update's first delivery.
 */
export function noteUpdateProblem(db: Queryable, body: unknown, noted: NotedProblem, now: Date): Promise<boolean> {
  const digest = createHash('sha256').update(jsonText(body)).digest();
  return recordUpdateProblem(
    db,
    {
      digest,
      problem: noted.problem,
      kind: noted.kind,
      updateId: noted.updateId,
      orderId: noted.order?.id ?? null,
      accountId: noted.order?.account_id ?? null,
      chargeId: noted.chargeId,
      telegramUserId: noted.telegramUserId,
      expectedStars: noted.order?.stars ?? null,
      receivedAmount: printable(noted.totalAmount),
      receivedCurrency: printable(noted.currency),
    },
    now,
  );
}

import type { Database, Queryable } from '../db/database.ts';
import { ApiError } from '../errors/api-error.ts';
import { operationExists } from '../ledger/ledger-store.ts';
import { transferAlone, transferMany } from '../ledger/transfer.ts';
import type { Asset, TransferLeg, TransferRequest, TransferResult } from '../ledger/ledger-types.ts';

/** bigint's range in PostgreSQL: the ledger refuses amounts beyond it. */
const maxAmount = 2n ** 63n - 1n;

/** Who asks, and the id the page gave the request (its idempotency key within the account). */
export interface EconomyRequest {
  accountId: string;
  requestId: string;
}

/** What a page sees of one operation: what left the account and what came in. */
export interface EconomyOutcome {
  requestId: string;
  replayed: boolean;
  spent: { asset: Asset; amount: string } | null;
  received: { asset: Asset; amount: string } | null;
  at: string;
}

/**
 * The ledger's idempotency key of a page's request: scoped to the account, so one account's ids
 * never meet another's, and shared by all economy operations, so one id reused for another
 * operation is a conflict, not a second movement.
 */
export const operationKey = (accountId: string, requestId: string): string => `economy:${accountId}:${requestId.toLowerCase()}`;

/** True when this key was already used (committed): the caller then skips its own checks and lets the ledger replay or refuse. */
export async function operationDone(tx: Queryable, idempotencyKey: string): Promise<boolean> {
  return operationExists(tx, idempotencyKey);
}

/** `amount × rate` as a ledger amount, or a 400 naming the field when it is out of the ledger's range. */
export function scaled(amount: bigint, rate: number, field: string): bigint {
  const result = amount * BigInt(rate);
  if (result > maxAmount) throw new ApiError('validation_failed', `${field} is too large.`, { field });
  return result;
}

type MoveRequest = { accountId: string; requestId: string; reason: string; legs: TransferLeg[]; field?: string; now: Date };

/**
 * One economy operation in the caller's transaction: the ledger's `transferMany` under the
 * request's key, its "not enough" refusal naming the request field (when one asked for the amount).
 */
export function moveForRequest(tx: Queryable, request: MoveRequest): Promise<EconomyOutcome> {
  return move(request, (operation) => transferMany(tx, operation, { now: request.now }));
}

/** The same for an operation that is all its transaction holds: the ledger's `transferAlone`, one statement. */
export function moveAlone(db: Database, request: MoveRequest): Promise<EconomyOutcome> {
  return move(request, (operation) => transferAlone(db, operation, { now: request.now }));
}

async function move(request: MoveRequest, run: (operation: TransferRequest) => Promise<TransferResult>): Promise<EconomyOutcome> {
  let result: TransferResult;
  try {
    result = await run({ idempotencyKey: operationKey(request.accountId, request.requestId), reason: request.reason, legs: request.legs });
  } catch (error) {
    if (error instanceof ApiError && error.code === 'insufficient_balance' && request.field !== undefined) {
      throw new ApiError('insufficient_balance', `${request.field}: ${error.message}`, { field: request.field });
    }
    throw error;
  }
  return outcomeOf(request.accountId, request.requestId, result);
}

export function outcomeOf(accountId: string, requestId: string, result: TransferResult): EconomyOutcome {
  const mine = (party: TransferLeg['from']) => 'user' in party && party.user === accountId;
  const spent = result.transfers.find((row) => mine(row.from));
  const received = result.transfers.find((row) => mine(row.to));
  const first = result.transfers[0];
  if (!first) throw new Error(`ledger operation for request ${requestId} has no transfers`);
  return {
    requestId,
    replayed: result.replayed,
    spent: spent ? { asset: spent.asset, amount: spent.amount.toString() } : null,
    received: received ? { asset: received.asset, amount: received.amount.toString() } : null,
    at: first.createdAt.toISOString(),
  };
}

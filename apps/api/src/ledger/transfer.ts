import type { Database, Queryable } from '../db/database.ts';
import { preparedStatement } from '../db/prepared-statements.ts';
import { ApiError } from '../errors/api-error.ts';
import { partyFromRow } from './ledger-accounts.ts';
import {
  assets,
  partyLabel,
  systemAccounts,
  type Asset,
  type LedgerParty,
  type SystemAccountName,
  type TransferLeg,
  type TransferRecord,
  type TransferRequest,
  type TransferResult,
} from './ledger-types.ts';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const reasonPattern = /^[a-z][a-z0-9_]{0,39}$/;
/** bigint's range in PostgreSQL: a balance must never overflow it. */
const maxAmount = 2n ** 63n - 1n;

/** One code for every sum past what a balance holds, a user's or a system account's, on both databases. */
const outOfRange = (asset: string): ApiError =>
  new ApiError('balance_out_of_range', `This would take a ${asset.replace('_', ' ')} balance past what the ledger holds (${maxAmount}); nothing moved.`);

/**
 * Moves `amount` of `asset` from one party to another, inside the caller's transaction: the one
 * entry point every domain uses (docs/architecture.md, "Money rules"). See `transferMany` for the rules.
 */
export function transfer(
  tx: Queryable,
  request: Omit<TransferRequest, 'legs'> & TransferLeg,
  options: { now?: Date } = {},
): Promise<TransferResult> {
  const { asset, from, to, amount, ...operation } = request;
  return transferMany(tx, { ...operation, legs: [{ asset, from, to, amount }] }, options);
}

/**
 * One operation of one or more legs (a conversion debits one asset and credits another), all or
 * nothing, inside the caller's transaction, under ONE idempotency key:
 * - the key already used for this same request: the first result, `replayed: true`, nothing moves;
 * - the key already used for another request: 409 `idempotency_conflict`;
 * - a user's balance would go below zero: 409 `insufficient_balance`, nothing moves (the caller's
 *   transaction should roll back; only empty ledger accounts may have been created before the refusal);
 * - any balance, a system account's too, would go past bigint's range: 409 `balance_out_of_range`,
 *   the same way (for a system balance written just before COMMIT, the whole transaction rolls back).
 * The balance rows involved are locked (`SELECT … FOR UPDATE`) in one fixed order, by ledger
 * account id then asset, so two operations never deadlock and a balance is never spent twice.
 * All of it is one statement, the database function `ledger_transfer` (migration 031), on
 * PGlite and PostgreSQL alike: one round trip, however many legs (`transferAlone` when the
 * operation is the whole transaction).
 */
export async function transferMany(tx: Queryable, request: TransferRequest, options: { now?: Date } = {}): Promise<TransferResult> {
  // Every operation moves to or from a system account (mint, rewards…): locking its row for the
  // rest of the transaction made all money operations wait for each other (bench/load.bench.ts).
  // A system balance may go below zero, so nothing needs its value: where the database can, its
  // change is sent in one message with the COMMIT, holding that row's lock for the commit alone.
  const deferSystem = tx.withCommit !== undefined;
  const result = await runOperation(tx, request, { ...options, systemsNow: !deferSystem });
  if (deferSystem && !result.replayed) addSystemChanges(tx, request.legs);
  return result;
}

/**
 * One operation that is a whole transaction by itself (nothing else to write with it): the same
 * rules as `transferMany`, in ONE statement the database commits on its own, the system balances
 * written last inside it, so no lock outlives the statement.
 */
export function transferAlone(db: Database, request: TransferRequest, options: { now?: Date } = {}): Promise<TransferResult> {
  return runOperation(db, request, { ...options, systemsNow: true });
}

/** Every money operation's one statement: prepared once per connection (db/prepared-statements.ts). */
const operationStatement = preparedStatement(
  'SELECT * FROM ledger_transfer($1, $2, $3, $4, $5, $6::text[], $7::uuid[], $8::text[], $9::uuid[], $10::text[], $11::bigint[], $12)',
);

/** `ledger_transfer` (migrations 031 and 034) on `target`: its refusals as the API's errors. */
async function runOperation(target: Queryable, request: TransferRequest, options: { now?: Date; systemsNow: boolean }): Promise<TransferResult> {
  validate(request);
  const { legs } = request;
  let rows: OperationRow[];
  try {
    rows = await target.query<OperationRow>(operationStatement, [
      request.idempotencyKey,
      fingerprintOf(request),
      request.reason,
      request.reference ?? null,
      options.now ?? null,
      legs.map((leg) => leg.asset),
      legs.map((leg) => ('user' in leg.from ? leg.from.user : null)),
      legs.map((leg) => ('system' in leg.from ? leg.from.system : null)),
      legs.map((leg) => ('user' in leg.to ? leg.to.user : null)),
      legs.map((leg) => ('system' in leg.to ? leg.to.system : null)),
      legs.map((leg) => leg.amount),
      options.systemsNow,
    ]);
  } catch (error) {
    throw systemRangeError(error) ?? error;
  }
  const [first] = rows;
  if (!first) throw new Error(`ledger operation ${request.idempotencyKey} answered nothing`);
  if (first.outcome === 'conflict') throw new ApiError('idempotency_conflict', 'This idempotency key was already used for a different request.');
  if (first.outcome === 'insufficient') {
    throw new ApiError('insufficient_balance', `Not enough ${first.asset.replace('_', ' ')}s: the balance is ${first.balance}, this needs ${first.needed}.`);
  }
  if (first.outcome === 'out_of_range') throw outOfRange(first.asset);
  return { idempotencyKey: request.idempotencyKey, replayed: first.outcome === 'replayed', transfers: rows.map((row) => transferRecord(row, request)) };
}

/** `ledger_add_to_system_balances`'s refusal of a system balance past bigint's range, as the API's error. */
function systemRangeError(error: unknown): ApiError | undefined {
  const { message, detail } = error as { message?: string; detail?: string };
  return message === 'balance_out_of_range' && detail !== undefined ? outOfRange(detail) : undefined;
}

/** A row of `ledger_transfer` (migration 031): one per transfer, or one refusal. */
interface OperationRow {
  outcome: 'done' | 'replayed' | 'conflict' | 'insufficient' | 'out_of_range';
  id: bigint;
  leg: number;
  asset: TransferRecord['asset'];
  amount: bigint;
  created_at: Date;
  from_user: string | null;
  from_system: (typeof systemAccounts)[number] | null;
  to_user: string | null;
  to_system: (typeof systemAccounts)[number] | null;
  /** The balance and what the operation needed of it, for 'insufficient' (numeric, as a string). */
  balance: string | null;
  needed: string | null;
}

/** A replay has the same reason and reference: both are part of the request's fingerprint. */
function transferRecord(row: OperationRow, request: TransferRequest): TransferRecord {
  return {
    id: row.id,
    leg: row.leg,
    asset: row.asset,
    amount: row.amount,
    reason: request.reason,
    reference: request.reference ?? null,
    createdAt: row.created_at,
    from: partyFromRow({ account_id: row.from_user, system_name: row.from_system }),
    to: partyFromRow({ account_id: row.to_user, system_name: row.to_system }),
  };
}

type SystemChange = { system: SystemAccountName; asset: Asset; delta: bigint };

/** The system balance changes of each open transaction, sent together with its COMMIT. */
const pendingSystemChanges = new WeakMap<Queryable, Map<string, SystemChange>>();

function addSystemChanges(tx: Queryable, legs: readonly TransferLeg[]): void {
  let pending = pendingSystemChanges.get(tx);
  if (!pending) {
    const created = new Map<string, SystemChange>();
    pending = created;
    pendingSystemChanges.set(tx, created);
    tx.withCommit?.(() => {
      const changes = [...created.values()].filter((change) => change.delta !== 0n);
      if (changes.length === 0) return null;
      return {
        sql: 'SELECT ledger_add_to_system_balances($1::text[], $2::text[], $3::numeric[])',
        params: [changes.map((change) => change.system), changes.map((change) => change.asset), changes.map((change) => change.delta)],
        explain: systemRangeError,
      };
    });
  }
  const add = (party: LedgerParty, asset: Asset, delta: bigint): void => {
    if (!('system' in party)) return;
    const key = `${party.system}:${asset}`;
    const entry = pending.get(key) ?? { system: party.system, asset, delta: 0n };
    entry.delta += delta;
    pending.set(key, entry);
  };
  for (const leg of legs) {
    add(leg.from, leg.asset, -leg.amount);
    add(leg.to, leg.asset, leg.amount);
  }
}

/** The request as one canonical string: a replay must ask for exactly the same thing. */
function fingerprintOf(request: TransferRequest): string {
  return JSON.stringify({
    legs: request.legs.map((leg) => [leg.asset, partyLabel(leg.from), partyLabel(leg.to), leg.amount.toString()]),
    reason: request.reason,
    reference: request.reference ?? null,
  });
}

/** A caller's mistake in building the request: a 400, never a half-done movement. */
function validate(request: TransferRequest): void {
  const refuse = (message: string): never => {
    throw new ApiError('validation_failed', message);
  };
  if (request.idempotencyKey.length < 1 || request.idempotencyKey.length > 200) refuse('The idempotency key must have 1 to 200 characters.');
  if (!reasonPattern.test(request.reason)) refuse(`The reason "${request.reason}" must be a short lower-case code.`);
  if (request.reference != null && request.reference.length > 200) refuse('The reference must have at most 200 characters.');
  if (request.legs.length < 1 || request.legs.length > 16) refuse('An operation has 1 to 16 transfers.');
  for (const leg of request.legs) {
    if (!(assets as readonly string[]).includes(leg.asset)) refuse(`Unknown asset "${leg.asset}".`);
    if (typeof leg.amount !== 'bigint' || leg.amount <= 0n) refuse('An amount must be a whole number above zero.');
    // An amount no balance can hold (a conversion's product, say): past the range, not malformed.
    if (leg.amount > maxAmount) throw outOfRange(leg.asset);
    for (const party of [leg.from, leg.to]) {
      if ('user' in party ? !uuidPattern.test(party.user) : !(systemAccounts as readonly string[]).includes(party.system)) refuse(`Unknown ledger party ${partyLabel(party)}.`);
    }
    if (partyLabel(leg.from) === partyLabel(leg.to)) refuse('A transfer needs two different parties.');
  }
}

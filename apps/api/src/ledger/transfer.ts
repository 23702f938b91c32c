import type { Queryable } from '../db/database.ts';
import { ApiError } from '../errors/api-error.ts';
import { partyFromRow, resolveLedgerAccounts } from './ledger-accounts.ts';
import { assets, partyLabel, systemAccounts, type LedgerParty, type TransferLeg, type TransferRecord, type TransferRequest, type TransferResult } from './ledger-types.ts';

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
 * The same statements run on PGlite and PostgreSQL.
 */
export async function transferMany(tx: Queryable, request: TransferRequest, options: { now?: Date } = {}): Promise<TransferResult> {
  validate(request);
  const fingerprint = fingerprintOf(request);
  const earlier = await replayOf(tx, request.idempotencyKey, fingerprint);
  if (earlier) return earlier;

  const idOf = await ledgerIdsOf(tx, request.legs);
  const { now, atCommit } = scheduleBalanceChanges(tx, netChanges(request.legs, idOf), systemIdsOf(request.legs, idOf));
  await lockAndCheckBalances(tx, now);
  // A concurrent operation with this key may have committed while we waited for the locks.
  if (!(await claimKey(tx, request.idempotencyKey, fingerprint, options.now))) return replayAfterRace(tx, request.idempotencyKey, fingerprint);
  await insertTransfers(tx, request, idOf, options.now);
  await applyBalanceChanges(tx, now);
  if (atCommit) addSystemChanges(tx, atCommit);
  return { idempotencyKey: request.idempotencyKey, replayed: false, transfers: await transfersOf(tx, request.idempotencyKey) };
}

/** The ledger account id of every party of the legs (created empty where missing). */
async function ledgerIdsOf(tx: Queryable, legs: readonly TransferLeg[]): Promise<(party: LedgerParty) => bigint> {
  const ids = await resolveLedgerAccounts(tx, legs.flatMap((leg) => [leg.from, leg.to]));
  return (party) => {
    const id = ids.get(partyLabel(party));
    if (id === undefined) throw new Error(`no ledger account for ${partyLabel(party)}`);
    return id;
  };
}

function systemIdsOf(legs: readonly TransferLeg[], idOf: (party: LedgerParty) => bigint): Set<bigint> {
  return new Set(legs.flatMap((leg) => [leg.from, leg.to]).filter((party) => 'system' in party).map(idOf));
}

/**
 * Which balance changes are written now and which just before COMMIT. Every operation moves to or
 * from a system account (mint, rewards…): locking its row for the rest of the transaction made all
 * money operations wait for each other (bench/load.bench.ts). A system balance may go below zero,
 * so nothing needs its value: where the database can (`beforeCommit`), its change is written just
 * before COMMIT, holding that row's lock for the commit alone; `atCommit` is null where it cannot.
 */
function scheduleBalanceChanges(tx: Queryable, changes: BalanceChange[], systemIds: ReadonlySet<bigint>): { now: BalanceChange[]; atCommit: BalanceChange[] | null } {
  if (tx.beforeCommit === undefined) return { now: changes, atCommit: null };
  return { now: changes.filter((row) => !systemIds.has(row.accountId)), atCommit: changes.filter((row) => systemIds.has(row.accountId)) };
}

/** The key was claimed by a transaction that committed while this one waited: its result, or its conflict. */
async function replayAfterRace(tx: Queryable, idempotencyKey: string, fingerprint: string): Promise<TransferResult> {
  const replay = await replayOf(tx, idempotencyKey, fingerprint);
  if (replay) return replay;
  throw new Error(`ledger operation ${idempotencyKey} vanished`);
}

/** Writes the changes of the rows locked by `lockAndCheckBalances`. */
async function applyBalanceChanges(tx: Queryable, changes: readonly BalanceChange[]): Promise<void> {
  for (const row of changes) {
    if (row.delta === 0n) continue;
    await tx.query('UPDATE ledger_balances SET balance = balance + $3 WHERE ledger_account_id = $1 AND asset = $2', [row.accountId, row.asset, row.delta]);
  }
}

/** The net change of each balance row the legs touch, in the lock order (ledger account, asset). */
function netChanges(legs: readonly TransferLeg[], idOf: (party: LedgerParty) => bigint): BalanceChange[] {
  const changes = new Map<string, BalanceChange>();
  const change = (accountId: bigint, asset: string, delta: bigint): void => {
    const key = `${accountId}:${asset}`;
    const entry = changes.get(key) ?? { accountId, asset, delta: 0n };
    entry.delta += delta;
    changes.set(key, entry);
  };
  for (const leg of legs) {
    change(idOf(leg.from), leg.asset, -leg.amount);
    change(idOf(leg.to), leg.asset, leg.amount);
  }
  return [...changes.values()].sort(byRow);
}

/** Locks the rows (`FOR UPDATE`, in the lock order) and refuses a user balance below zero or any past bigint's range. */
async function lockAndCheckBalances(tx: Queryable, rows: readonly BalanceChange[]): Promise<void> {
  const locked = await tx.query<{ ledger_account_id: bigint; asset: string; balance: bigint; is_system: boolean }>(
    `SELECT ledger_account_id, asset, balance, is_system FROM ledger_balances
      WHERE (ledger_account_id, asset) IN (SELECT * FROM unnest($1::bigint[], $2::text[]))
      ORDER BY ledger_account_id, asset FOR UPDATE`,
    [rows.map((row) => row.accountId.toString()), rows.map((row) => row.asset)],
  );
  const balances = new Map(locked.map((row) => [`${row.ledger_account_id}:${row.asset}`, row]));
  for (const row of rows) {
    const current = balances.get(`${row.accountId}:${row.asset}`);
    if (!current) throw new Error(`no balance row for ledger account ${row.accountId} ${row.asset}`);
    const after = current.balance + row.delta;
    if (!current.is_system && after < 0n) {
      throw new ApiError('insufficient_balance', `Not enough ${row.asset.replace('_', ' ')}s: the balance is ${current.balance}, this needs ${-row.delta}.`);
    }
    if (after > maxAmount || after < -maxAmount) throw outOfRange(row.asset);
  }
}

/** Records the operation under its key; false when another transaction has just recorded that key. */
async function claimKey(tx: Queryable, idempotencyKey: string, fingerprint: string, now: Date | undefined): Promise<boolean> {
  const inserted = await tx.query('INSERT INTO ledger_operations (idempotency_key, request, created_at) VALUES ($1, $2, COALESCE($3, now())) ON CONFLICT DO NOTHING RETURNING idempotency_key', [
    idempotencyKey,
    fingerprint,
    now ?? null,
  ]);
  return inserted.length > 0;
}

async function insertTransfers(tx: Queryable, request: TransferRequest, idOf: (party: LedgerParty) => bigint, now: Date | undefined): Promise<void> {
  for (const [index, leg] of request.legs.entries()) {
    await tx.query(
      `INSERT INTO ledger_transfers (idempotency_key, leg, asset, from_account, to_account, amount, reason, reference, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, COALESCE($9, now()))`,
      [request.idempotencyKey, index, leg.asset, idOf(leg.from), idOf(leg.to), leg.amount, request.reason, request.reference ?? null, now ?? null],
    );
  }
}

type BalanceChange = { accountId: bigint; asset: string; delta: bigint };

const byRow = (a: BalanceChange, b: BalanceChange): number => (a.accountId === b.accountId ? a.asset.localeCompare(b.asset) : a.accountId < b.accountId ? -1 : 1);

/** The system balance changes of each open transaction, written together just before its COMMIT. */
const pendingSystemChanges = new WeakMap<Queryable, Map<string, BalanceChange>>();

function addSystemChanges(tx: Queryable, changes: readonly BalanceChange[]): void {
  let pending = pendingSystemChanges.get(tx);
  if (!pending) {
    const created = new Map<string, BalanceChange>();
    pending = created;
    pendingSystemChanges.set(tx, created);
    tx.beforeCommit?.(async () => {
      // One fixed order (ledger account, asset), as for the user rows: two commits never deadlock.
      for (const change of [...created.values()].sort(byRow)) {
        if (change.delta === 0n) continue;
        if (change.delta > maxAmount || change.delta < -maxAmount) throw outOfRange(change.asset);
        // The row is not read first (that is the point), so the range is checked in the UPDATE,
        // written so that the check itself cannot overflow: no row updated means past the range.
        const updated = await tx.query(
          `UPDATE ledger_balances SET balance = balance + $3 WHERE ledger_account_id = $1 AND asset = $2
              AND CASE WHEN $3::bigint > 0 THEN balance <= $4::bigint - $3::bigint ELSE balance >= -$4::bigint - $3::bigint END
            RETURNING 1`,
          [change.accountId, change.asset, change.delta, maxAmount],
        );
        if (updated.length > 0) continue;
        const [exists] = await tx.query('SELECT 1 FROM ledger_balances WHERE ledger_account_id = $1 AND asset = $2', [change.accountId, change.asset]);
        if (exists) throw outOfRange(change.asset);
        throw new Error(`no balance row for ledger account ${change.accountId} ${change.asset}`);
      }
    });
  }
  for (const change of changes) {
    const key = `${change.accountId}:${change.asset}`;
    const entry = pending.get(key) ?? { accountId: change.accountId, asset: change.asset, delta: 0n };
    entry.delta += change.delta;
    pending.set(key, entry);
  }
}

/** The first result for this key when the same request used it already; throws when another one did. */
async function replayOf(tx: Queryable, idempotencyKey: string, fingerprint: string): Promise<TransferResult | null> {
  const [operation] = await tx.query<{ request: string }>('SELECT request FROM ledger_operations WHERE idempotency_key = $1', [idempotencyKey]);
  if (!operation) return null;
  if (operation.request !== fingerprint) {
    throw new ApiError('idempotency_conflict', 'This idempotency key was already used for a different request.');
  }
  return { idempotencyKey, replayed: true, transfers: await transfersOf(tx, idempotencyKey) };
}

async function transfersOf(tx: Queryable, idempotencyKey: string): Promise<TransferRecord[]> {
  const rows = await tx.query<{
    id: bigint;
    leg: number;
    asset: TransferRecord['asset'];
    amount: bigint;
    reason: string;
    reference: string | null;
    created_at: Date;
    from_user: string | null;
    from_system: (typeof systemAccounts)[number] | null;
    to_user: string | null;
    to_system: (typeof systemAccounts)[number] | null;
  }>(
    `SELECT t.id, t.leg, t.asset, t.amount, t.reason, t.reference, t.created_at,
            f.account_id AS from_user, f.system_name AS from_system, d.account_id AS to_user, d.system_name AS to_system
       FROM ledger_transfers t JOIN ledger_accounts f ON f.id = t.from_account JOIN ledger_accounts d ON d.id = t.to_account
      WHERE t.idempotency_key = $1 ORDER BY t.leg`,
    [idempotencyKey],
  );
  return rows.map((row) => ({
    id: row.id,
    leg: row.leg,
    asset: row.asset,
    amount: row.amount,
    reason: row.reason,
    reference: row.reference,
    createdAt: row.created_at,
    from: partyFromRow({ account_id: row.from_user, system_name: row.from_system }),
    to: partyFromRow({ account_id: row.to_user, system_name: row.to_system }),
  }));
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

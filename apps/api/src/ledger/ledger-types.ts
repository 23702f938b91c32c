/** What the ledger moves (docs/architecture.md, "Money rules"). Amounts are whole units, always bigint. */
export const assets = ['gold_coin', 'game_coin', 'invite_point'] as const;
export type Asset = (typeof assets)[number];

/** The site's own accounts: they may go below zero, so every asset sums to zero. */
export const systemAccounts = ['mint', 'treasury', 'burn', 'rewards'] as const;
export type SystemAccountName = (typeof systemAccounts)[number];

/** The reason code of an admin's grant (`grants/`): its reference is the admin's own words. */
export const adminGrantReason = 'admin_grant';

/**
 * The reasons whose reference is words someone wrote for the player (an admin's grant reason),
 * not an id: the player's history shows them as the transfer's note.
 */
export const reasonsWithNote: ReadonlySet<string> = new Set([adminGrantReason]);

/** One side of a transfer: a user's account (its `accounts.id`) or a named system account. */
export type LedgerParty = { readonly user: string } | { readonly system: SystemAccountName };

export const userParty = (accountId: string): LedgerParty => ({ user: accountId });
export const systemParty = (name: SystemAccountName): LedgerParty => ({ system: name });

/** `user:<uuid>` or `system:<name>`: how a party is written in fingerprints, reports and tests. */
export const partyLabel = (party: LedgerParty): string => ('user' in party ? `user:${party.user}` : `system:${party.system}`);

/** One movement: `amount` of `asset` from `from` to `to`. */
export interface TransferLeg {
  readonly asset: Asset;
  readonly from: LedgerParty;
  readonly to: LedgerParty;
  readonly amount: bigint;
}

/** One operation: one or more legs that happen together or not at all, under one idempotency key. */
export interface TransferRequest {
  readonly legs: readonly TransferLeg[];
  /** Unique per operation; the same key again returns the first result and moves nothing. */
  readonly idempotencyKey: string;
  /** A short code: deposit, convert, burn, stamina, invite_reward, run_reward… */
  readonly reason: string;
  /** What it is about: a transaction hash, a run id… */
  readonly reference?: string | null;
}

/** One stored transfer. */
export interface TransferRecord {
  readonly id: bigint;
  readonly leg: number;
  readonly asset: Asset;
  readonly from: LedgerParty;
  readonly to: LedgerParty;
  readonly amount: bigint;
  readonly reason: string;
  readonly reference: string | null;
  readonly createdAt: Date;
}

export interface TransferResult {
  readonly idempotencyKey: string;
  /** True when the key had already been used with this same request: nothing moved this time. */
  readonly replayed: boolean;
  readonly transfers: readonly TransferRecord[];
}

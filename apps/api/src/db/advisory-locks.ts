import type { Queryable } from './database.ts';

/**
 * Every PostgreSQL advisory lock the server takes, in one place, so no two domains pick the same
 * key by accident and the lock order can be read at one glance (apps/api/ARCHITECTURE.md):
 *
 * 1. `migrations` (start-up only, a session of its own);
 * 2. `starsCharge` of a Telegram Stars charge, before the order rows it touches (telegram-stars/):
 *    whoever writes a charge id to an order holds it, so two orders never race for one charge;
 * 3. the per-account operation locks below, each taken before any ledger row and never waited on
 *    by another domain, so they add no cycle to the ledger's row-lock order; a reward takes
 *    `invitee` of the invited account, then `inviteRewards` of its inviter (who always joined
 *    earlier); `runRewards` is taken after the run's own row;
 * 4. the ledger's balance rows (`SELECT … FOR UPDATE`, ledger account id then asset).
 */
export const advisoryLockKeys = {
  /** An arbitrary constant: every server process takes it, so two starting at once never both migrate. */
  migrations: 1_116_001,
  goldConversions: (accountId: string) => `convert_game_coin:${accountId}`,
  invitee: (accountId: string) => `invitee:${accountId}`,
  /** One week's placements in one tier (leagues/): taken by a run's finish, before the ledger's rows, never by the week's close. */
  leaguePlacement: (weekStart: string, tier: number) => `league_placement:${weekStart}:${tier}`,
  inviteRewards: (inviterId: string) => `invite_rewards:${inviterId}`,
  runRewards: (accountId: string) => `run_reward:${accountId}`,
  starsCharge: (chargeId: string) => `telegram_stars_charge:${chargeId}`,
  supportTickets: (column: 'account_id' | 'contact_email' | 'telegram_chat_id', value: string) => `support_tickets:${column}:${value}`,
} as const;

/** Holds the advisory lock of `key` until the caller's transaction ends (waiting for whoever holds it). */
export async function takeAdvisoryLock(tx: Queryable, key: string): Promise<void> {
  await tx.query(advisoryLockStatements.byText, [key]);
}

export const advisoryLockStatements = {
  byText: 'SELECT true AS locked FROM pg_advisory_xact_lock(hashtextextended($1, 0))',
  byNumber: 'SELECT pg_advisory_xact_lock($1)',
} as const;

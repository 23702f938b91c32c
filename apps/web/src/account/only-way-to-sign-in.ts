import type { Account } from '@site/api-contract';

/**
 * Whether the account has no other way to sign in: the server refuses to remove the last one
 * (409 last_identity, apps/api/src/accounts/unlink-identity.ts), so the site never offers it.
 * Passkeys count, as the server counts every identity.
 */
export const isOnlyWayToSignIn = (account: Account): boolean => account.identities.length <= 1;

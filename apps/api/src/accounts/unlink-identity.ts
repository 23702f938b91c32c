import type { Database } from '../db/database.ts';
import { ApiError } from '../errors/api-error.ts';
import { deleteIdentity, listIdentitiesForUpdate, type StoredIdentity } from './identity-store.ts';

/** Removes one of the account's ways to sign in, never the last one; returns the one removed. */
export async function unlinkIdentity(db: Database, accountId: string, identityId: string): Promise<StoredIdentity> {
  return db.transaction(async (tx) => {
    // Lock the account's identities so two concurrent unlinks cannot remove the last two at once.
    const identities = await listIdentitiesForUpdate(tx, accountId);
    const identity = identities.find((candidate) => candidate.id === identityId);
    if (!identity) throw new ApiError('not_found', 'This account has no such sign-in.');
    if (identities.length === 1) throw new ApiError('last_identity', 'This is the only way to sign in to the account: add another before removing it.');
    await deleteIdentity(tx, accountId, identityId);
    return identity;
  });
}

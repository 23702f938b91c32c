import type { Database } from '../db/database.ts';
import { ApiError } from '../errors/api-error.ts';
import { endSessionsOpenedWith } from '../sessions/sessions.ts';
import { deleteIdentity, listIdentitiesForUpdate, type StoredIdentity } from './identity-store.ts';

/**
 * Removes one of the account's ways to sign in, never the last one, and ends the sessions it had
 * opened but `keepSessionId` (the one asking); returns the one removed.
 */
export async function unlinkIdentity(db: Database, accountId: string, identityId: string, keepSessionId: string | null): Promise<StoredIdentity> {
  return db.transaction(async (tx) => {
    // Lock the account's identities so two concurrent unlinks cannot remove the last two at once.
    const identities = await listIdentitiesForUpdate(tx, accountId);
    const identity = identities.find((candidate) => candidate.id === identityId);
    if (!identity) throw new ApiError('not_found', 'This account has no such sign-in.');
    if (identities.length === 1) throw new ApiError('last_identity', 'This is the only way to sign in to the account: add another before removing it.');
    // A passkey (or any way to sign in) removed because it was lost must not keep a thief signed in.
    await endSessionsOpenedWith(tx, accountId, identityId, keepSessionId);
    await deleteIdentity(tx, accountId, identityId);
    return identity;
  });
}

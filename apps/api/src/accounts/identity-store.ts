import type { IdentityKind } from '@site/api-contract';
import type { Queryable } from '../db/database.ts';
import { firstRow } from '../db/first-row.ts';
import { ApiError } from '../errors/api-error.ts';
import { cleanProviderText } from '../text/provider-text.ts';
import { acceptableSuggestedName, defaultDisplayName } from './default-display-name.ts';

/** A proven identity, as a sign-in method hands it over. `subject` is normalised (lowercase address, e-mail). */
export interface ProvenIdentity {
  kind: IdentityKind;
  subject: string;
  label: string;
  verified: boolean;
  /** A name to start a new account with (Telegram's first name, the provider's name). */
  suggestedName?: string;
  passwordHash?: string;
}

export async function findIdentityOwner(db: Queryable, kind: IdentityKind, subject: string): Promise<string | null> {
  const rows = await db.query<{ account_id: string }>('SELECT account_id FROM identities WHERE kind = $1 AND subject = $2', [kind, subject]);
  return rows[0]?.account_id ?? null;
}

/** The identity `kind`/`subject` and the account holding it, or null. */
export async function findIdentity(db: Queryable, kind: IdentityKind, subject: string): Promise<{ accountId: string; identityId: string } | null> {
  const rows = await db.query<{ id: string; account_id: string }>('SELECT id, account_id FROM identities WHERE kind = $1 AND subject = $2', [kind, subject]);
  const row = rows[0];
  return row ? { accountId: row.account_id, identityId: row.id } : null;
}

/** A new account holding `identity`. The unique (kind, subject) makes a concurrent second creation fail, never duplicate. */
export async function createAccountWithIdentity(db: Queryable, identity: ProvenIdentity, options: { invitedBy?: string | null; now: Date }): Promise<string> {
  return (await createAccountHolding(db, identity, options)).accountId;
}

/** `createAccountWithIdentity`, answering the new identity's id too. */
export async function createAccountHolding(db: Queryable, identity: ProvenIdentity, options: { invitedBy?: string | null; now: Date }): Promise<{ accountId: string; identityId: string }> {
  // A provider's name is cleaned of control characters (see text/provider-text.ts), never refused.
  const suggested = identity.suggestedName === undefined ? undefined : cleanProviderText(identity.suggestedName);
  const name = acceptableSuggestedName(suggested) ?? defaultDisplayName();
  const rows = await db.query<{ id: string }>('INSERT INTO accounts (display_name, invited_by, created_at) VALUES ($1, $2, $3) RETURNING id', [
    name,
    options.invitedBy ?? null,
    options.now,
  ]);
  const { id } = firstRow(rows, 'INSERT INTO accounts');
  return { accountId: id, identityId: await insertIdentity(db, id, identity, options.now) };
}

/** Adds `identity` to `accountId`; refuses one that another account holds (accounts are never merged silently). */
export async function linkIdentity(db: Queryable, accountId: string, identity: ProvenIdentity, now: Date): Promise<void> {
  const owner = await findIdentityOwner(db, identity.kind, identity.subject);
  if (owner === accountId) return;
  if (owner !== null) throw identityTaken();
  await insertIdentity(db, accountId, identity, now);
}

/** Adds a new identity to `accountId` and returns its id; refuses one that any account holds already. */
export async function addNewIdentity(db: Queryable, accountId: string, identity: ProvenIdentity, now: Date): Promise<string> {
  return insertIdentity(db, accountId, identity, now);
}

/** A new label for one of the account's identities (a renamed passkey). */
export async function relabelIdentity(db: Queryable, accountId: string, identityId: string, label: string): Promise<void> {
  await db.query('UPDATE identities SET label = $3 WHERE id = $2 AND account_id = $1', [accountId, identityId, label.slice(0, 200)]);
}

export const identityTaken = (): ApiError =>
  new ApiError('identity_taken', 'This sign-in already belongs to another account. Sign in with it and unlink it there first.');

async function insertIdentity(db: Queryable, accountId: string, identity: ProvenIdentity, now: Date): Promise<string> {
  const rows = await db.query<{ id: string }>(
    `INSERT INTO identities (account_id, kind, subject, label, verified, password_hash, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT (kind, subject) DO NOTHING RETURNING id`,
    [accountId, identity.kind, identity.subject, cleanProviderText(identity.label).slice(0, 200), identity.verified, identity.passwordHash ?? null, now],
  );
  const [row] = rows;
  if (!row) throw identityTaken();
  return row.id;
}

/** An e-mail identity's id and password hash (null: signed up by link only), or undefined for an unknown address. */
export async function findEmailPassword(db: Queryable, email: string): Promise<{ id: string; passwordHash: string | null } | undefined> {
  const [row] = await db.query<{ id: string; password_hash: string | null }>("SELECT id, password_hash FROM identities WHERE kind = 'email' AND subject = $1", [email]);
  return row ? { id: row.id, passwordHash: row.password_hash } : undefined;
}

/** The account's e-mail identities that have a password, oldest first. */
export async function listPasswordIdentities(db: Queryable, accountId: string): Promise<{ id: string; subject: string; passwordHash: string }[]> {
  const rows = await db.query<{ id: string; subject: string; password_hash: string }>(
    "SELECT id, subject, password_hash FROM identities WHERE account_id = $1 AND kind = 'email' AND password_hash IS NOT NULL ORDER BY created_at, id",
    [accountId],
  );
  return rows.map((row) => ({ id: row.id, subject: row.subject, passwordHash: row.password_hash }));
}

export async function setPasswordHash(db: Queryable, identityId: string, passwordHash: string): Promise<void> {
  await db.query('UPDATE identities SET password_hash = $2 WHERE id = $1', [identityId, passwordHash]);
}

/** Sets the password of the account's e-mail identity `email`; false when the account no longer holds that address. */
export async function setEmailPassword(db: Queryable, accountId: string, email: string, passwordHash: string): Promise<boolean> {
  const updated = await db.query("UPDATE identities SET password_hash = $3 WHERE kind = 'email' AND subject = $1 AND account_id = $2 RETURNING id", [
    email,
    accountId,
    passwordHash,
  ]);
  return updated.length > 0;
}

/** The account's verified e-mail addresses, oldest first: where its notices and acknowledgements go. */
export async function listVerifiedEmails(db: Queryable, accountId: string): Promise<string[]> {
  const rows = await db.query<{ subject: string }>(
    "SELECT subject FROM identities WHERE account_id = $1 AND kind = 'email' AND verified ORDER BY created_at, id",
    [accountId],
  );
  return rows.map((row) => row.subject);
}

export interface StoredIdentity {
  id: string;
  kind: IdentityKind;
  subject: string;
  /** What the site shows for it: the address, the wallet, the passkey's name. */
  label: string;
  verified: boolean;
}

/** The account's identities, as they are now (the invite reward remembers each one it paid for). */
export function listIdentities(db: Queryable, accountId: string): Promise<StoredIdentity[]> {
  return db.query<StoredIdentity>('SELECT id, kind, subject, label, verified FROM identities WHERE account_id = $1', [accountId]);
}

/** The account's identities, locked until the transaction ends (so two removals cannot both see the other one left). */
export function listIdentitiesForUpdate(tx: Queryable, accountId: string): Promise<StoredIdentity[]> {
  return tx.query<StoredIdentity>('SELECT id, kind, subject, label, verified FROM identities WHERE account_id = $1 FOR UPDATE', [accountId]);
}

export async function deleteIdentity(tx: Queryable, accountId: string, identityId: string): Promise<void> {
  await tx.query('DELETE FROM identities WHERE id = $1 AND account_id = $2', [identityId, accountId]);
}

import type { Queryable } from '../../db/database.ts';

/** A passkey as the server keeps it: what `verifyAuthenticationResponse` needs, and what the player sees. */
export interface StoredPasskey {
  identityId: string;
  accountId: string;
  credentialId: string;
  publicKey: Uint8Array<ArrayBuffer>;
  counter: number;
  transports: string[];
  deviceType: 'singleDevice' | 'multiDevice';
  backedUp: boolean;
  name: string;
  createdAt: Date;
  lastUsedAt: Date | null;
}

interface PasskeyRow {
  identity_id: string;
  account_id: string;
  credential_id: string;
  public_key: Uint8Array;
  counter: string | number;
  transports: string[];
  device_type: StoredPasskey['deviceType'];
  backed_up: boolean;
  name: string;
  created_at: Date;
  last_used_at: Date | null;
}

const columns = 'identity_id, account_id, credential_id, public_key, counter, transports, device_type, backed_up, name, created_at, last_used_at';

const fromRow = (row: PasskeyRow): StoredPasskey => ({
  identityId: row.identity_id,
  accountId: row.account_id,
  credentialId: row.credential_id,
  publicKey: new Uint8Array(row.public_key),
  counter: Number(row.counter),
  transports: row.transports,
  deviceType: row.device_type,
  backedUp: row.backed_up,
  name: row.name,
  createdAt: row.created_at,
  lastUsedAt: row.last_used_at,
});

/** Keeps a new passkey, whose identity row (`identityId`) was just written in the same transaction. */
export async function insertPasskey(db: Queryable, passkey: Omit<StoredPasskey, 'lastUsedAt'>): Promise<void> {
  await db.query(
    `INSERT INTO passkey_credentials (identity_id, account_id, credential_id, public_key, counter, transports, device_type, backed_up, name, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [passkey.identityId, passkey.accountId, passkey.credentialId, passkey.publicKey, passkey.counter, passkey.transports, passkey.deviceType, passkey.backedUp, passkey.name, passkey.createdAt],
  );
}

/** The passkey with this credential id, its row locked until the transaction ends (so one signature counter is checked at a time). */
export async function findPasskeyForUpdate(db: Queryable, credentialId: string): Promise<StoredPasskey | null> {
  const rows = await db.query<PasskeyRow>(`SELECT ${columns} FROM passkey_credentials WHERE credential_id = $1 FOR UPDATE`, [credentialId]);
  return rows[0] ? fromRow(rows[0]) : null;
}

/** After a sign-in: the authenticator's new signature counter, and when. */
export async function recordPasskeyUse(db: Queryable, identityId: string, counter: number, backedUp: boolean, now: Date): Promise<void> {
  await db.query('UPDATE passkey_credentials SET counter = $2, backed_up = $3, last_used_at = $4 WHERE identity_id = $1', [identityId, counter, backedUp, now]);
}

export async function listPasskeys(db: Queryable, accountId: string): Promise<StoredPasskey[]> {
  const rows = await db.query<PasskeyRow>(`SELECT ${columns} FROM passkey_credentials WHERE account_id = $1 ORDER BY created_at, identity_id`, [accountId]);
  return rows.map(fromRow);
}

/** Renames one of the account's passkeys; null when it has none with this id. */
export async function renamePasskey(db: Queryable, accountId: string, identityId: string, name: string): Promise<StoredPasskey | null> {
  const rows = await db.query<PasskeyRow>(`UPDATE passkey_credentials SET name = $3 WHERE account_id = $1 AND identity_id = $2 RETURNING ${columns}`, [accountId, identityId, name]);
  return rows[0] ? fromRow(rows[0]) : null;
}

import { createWalletClient, http, type Address, type Hex } from 'viem';
import { createSiweMessage, type SiweMessage } from 'viem/siwe';
import type { Database } from '../db/database.ts';
import type { TestClient } from './test-client.ts';
import type { SiweFields } from '../auth/wallet/siwe-message-rules.ts';

export type NonceFields = SiweFields;

/** Asks the server for a nonce and the message's fields, as the site's /wallet-login page does. */
export async function askNonce(client: TestClient): Promise<NonceFields> {
  return client.api.call('walletNonce', { body: {} });
}

/** The EIP-4361 message from the server's fields, with `changes` to test what the server refuses. */
export function siweMessage(fields: NonceFields, address: Address, changes: Partial<SiweMessage> = {}): string {
  return createSiweMessage({
    address,
    domain: fields.domain,
    uri: fields.uri,
    chainId: fields.chainId,
    nonce: fields.nonce,
    statement: fields.statement,
    version: '1',
    issuedAt: new Date(fields.issuedAt),
    expirationTime: new Date(fields.expirationTime),
    ...changes,
  });
}

/** `personal_sign` by one of the node's unlocked accounts: the node holds the key, as a wallet does. */
export function nodeSigner(rpcUrl: string): (signer: Address, message: string) => Promise<Hex> {
  const wallet = createWalletClient({ transport: http(rpcUrl) });
  return (signer, message) => wallet.signMessage({ account: signer, message });
}

/** Every account and identity, to show that a refused sign-in changed nothing. */
export async function accountsAndIdentities(db: Database): Promise<unknown[]> {
  return db.query(
    `SELECT a.id, a.display_name, a.role, i.kind, i.subject, i.label
       FROM accounts a LEFT JOIN identities i ON i.account_id = a.id
      ORDER BY a.created_at, a.id, i.kind, i.subject`,
  );
}

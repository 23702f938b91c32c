import { startTestOidcProvider, type TestOidcProvider } from '@site/testing/oidc';
import { startTestSmtpServer, type TestSmtpServer } from '@site/testing/smtp';
import { getLocalChain } from '@site/testing/vitest';
import { afterAll } from 'vitest';
import { testBotToken } from './telegram-test-data.ts';
import type { Database } from '../db/database.ts';
import { signedInPlayer } from './economy-test-helpers.ts';
import type { TestClient } from './test-client.ts';
import { startTestServer, type TestServer } from './test-server.ts';
import { rewardInviterAfterFirstRun, type InviteRewardResult } from '../invites/invite-reward.ts';

export const publicOrigin = 'http://127.0.0.1:5173';
const google = { clientId: 'site-google', clientSecret: 'google-secret' };
const apple = { clientId: 'site-apple', clientSecret: 'apple-secret' };

export interface InviteTestBed {
  server: TestServer;
  smtp: TestSmtpServer;
  provider: TestOidcProvider;
}

/** The API with every way to sign in switched on: SMTP, SIWE on the local chain, Telegram, Google and Apple at a local provider. */
export async function startInviteTestBed(env: Record<string, string> = {}): Promise<InviteTestBed> {
  const smtp = await startTestSmtpServer();
  afterAll(() => smtp.close());
  const provider = await startTestOidcProvider({
    clients: [
      { ...google, redirectUris: [`${publicOrigin}/api/auth/oidc/google/callback`] },
      { ...apple, redirectUris: [`${publicOrigin}/api/auth/oidc/apple/callback`], tokenEndpointAuthMethod: 'client_secret_post' },
    ],
    users: [],
  });
  afterAll(() => provider.close());
  const server = await startTestServer({
    PUBLIC_ORIGIN: publicOrigin,
    SMTP_URL: smtp.url,
    CHAIN_RPC_URL: getLocalChain().rpcUrl,
    TELEGRAM_BOT_TOKEN: testBotToken,
    GOOGLE_ISSUER: provider.issuer,
    GOOGLE_CLIENT_ID: google.clientId,
    GOOGLE_CLIENT_SECRET: google.clientSecret,
    APPLE_ISSUER: provider.issuer,
    APPLE_CLIENT_ID: apple.clientId,
    APPLE_CLIENT_SECRET: apple.clientSecret,
    ...env,
  });
  return { server, smtp, provider };
}

export interface Inviter {
  accountId: string;
  client: TestClient;
  code: string;
}

/** A signed-in account and its invite code, as GET /api/invites gives it. */
export async function newInviter(server: TestServer): Promise<Inviter> {
  const { accountId, client } = await signedInPlayer(server);
  const { code } = await client.api.call('getInvites');
  return { accountId, client, code };
}

/** What the games domain will do when the account finishes its first run: the reward, in its own transaction. */
export function finishFirstRun(server: TestServer, accountId: string, now = server.ctx.now()): Promise<InviteRewardResult> {
  return server.ctx.db.transaction((tx) => rewardInviterAfterFirstRun(tx, server.ctx, accountId, now));
}

export async function inviterOf(db: Database, accountId: string): Promise<string | null> {
  const rows = await db.query<{ invited_by: string | null }>('SELECT invited_by FROM accounts WHERE id = $1', [accountId]);
  return rows[0]?.invited_by ?? null;
}

/** Everything the invites domain and the ledger hold: a refused request must change none of it. */
export async function inviteState(db: Database): Promise<unknown> {
  const [counts] = await db.query(
    `SELECT (SELECT count(*)::int FROM ledger_transfers) AS transfers,
            (SELECT count(*)::int FROM invite_rewards) AS rewards,
            (SELECT count(*)::int FROM invite_rewarded_identities) AS identities,
            (SELECT count(*)::int FROM account_first_runs) AS first_runs,
            (SELECT string_agg(id::text || '>' || COALESCE(invited_by::text, '-'), ',' ORDER BY id) FROM accounts) AS inviters`,
  );
  return counts;
}

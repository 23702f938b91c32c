import { afterAll } from 'vitest';
import { startTestSmtpServer, type ReceivedMessage, type TestSmtpServer } from '@site/testing/smtp';
import type { TestClient } from './test-client.ts';
import { startTestServer, type TestServer } from './test-server.ts';

export interface EmailTestBed {
  server: TestServer;
  smtp: TestSmtpServer;
}

/** The API over a fresh database, mailing through a real local SMTP server; both stop after the file. */
export async function startEmailTestBed(env: Record<string, string> = {}): Promise<EmailTestBed> {
  const smtp = await startTestSmtpServer();
  afterAll(() => smtp.close());
  const server = await startTestServer({ SMTP_URL: smtp.url, ...env });
  return { server, smtp };
}

/** The token a mailed link carries in `parameter` (`verify`, `reset`). */
export function tokenIn(message: ReceivedMessage, parameter: 'verify' | 'reset'): string {
  const link = message.links.find((candidate) => new URL(candidate).searchParams.has(parameter));
  const token = link === undefined ? null : new URL(link).searchParams.get(parameter);
  if (!token) throw new Error(`The message "${message.subject}" to ${message.to} has no link with ?${parameter}=: ${message.links.join(', ') || 'no links'}`);
  return token;
}

let counter = 0;
/** A fresh address for each test, so no test reads another's mail. */
export const newAddress = (name = 'player'): string => `${name}.${process.pid}.${++counter}@example.test`;

export const strongPassword = 'violet-otter-harbour-7';

/** Registers `email`, follows the mailed link and returns the signed-in client. */
export async function registerAndVerify(bed: EmailTestBed, email: string, password = strongPassword, client: TestClient = bed.server.client()): Promise<TestClient> {
  await client.api.call('emailRegister', { body: { email, password } });
  const message = await bed.smtp.waitForMessage({ to: email, subject: 'Confirm' });
  await client.api.call('emailVerify', { body: { token: tokenIn(message, 'verify') } });
  return client;
}

/** A second browser signed in to the same account. */
export async function signIn(bed: EmailTestBed, email: string, password = strongPassword): Promise<TestClient> {
  const client = bed.server.client();
  await client.api.call('emailLogin', { body: { email, password } });
  return client;
}

/** Counts of what a request could create or change, to show that a refused one changed nothing. */
export async function snapshotTables(bed: EmailTestBed): Promise<Record<string, unknown>> {
  const db = bed.server.ctx.db;
  const [counts] = await db.query<Record<string, string | number | bigint>>(
    `SELECT (SELECT count(*) FROM accounts) AS accounts,
            (SELECT count(*) FROM identities) AS identities,
            (SELECT count(*) FROM sessions) AS sessions,
            (SELECT count(*) FROM auth_tokens WHERE purpose IN ('email_verify', 'password_reset')) AS links,
            (SELECT count(*) FROM auth_tokens WHERE purpose IN ('email_verify', 'password_reset') AND used_at IS NOT NULL) AS used_links,
            (SELECT string_agg(password_hash, ',' ORDER BY id) FROM identities) AS password_hashes`,
  );
  return Object.fromEntries(Object.entries(counts ?? {}).map(([key, value]) => [key, typeof value === 'bigint' ? Number(value) : value]));
}

export async function passwordHashOf(bed: EmailTestBed, email: string): Promise<string | null> {
  const rows = await bed.server.ctx.db.query<{ password_hash: string | null }>("SELECT password_hash FROM identities WHERE kind = 'email' AND subject = $1", [email]);
  return rows[0]?.password_hash ?? null;
}

/** Where the mail received so far ends, for `expectNoMailTo`. */
export const mailMark = (bed: EmailTestBed): number => bed.smtp.messages().length;

/**
 * Shows that nothing was mailed to `addresses` since `mark`: a message sent after the requests
 * under test through the same mailer has arrived, and nothing to those addresses came before it.
 */
export async function expectNoMailTo(bed: EmailTestBed, mark: number, ...addresses: string[]): Promise<void> {
  const marker = newAddress('marker');
  await bed.server.ctx.mailer.send({ to: marker, subject: 'marker', text: 'Sent after the requests under test.' });
  await bed.smtp.waitForMessage({ to: marker });
  const unexpected = bed.smtp.messages().slice(mark).filter((message) => addresses.includes(message.to));
  if (unexpected.length > 0) throw new Error(`Expected no mail, but got: ${unexpected.map((message) => `${message.to}: "${message.subject}"`).join('; ')}`);
}

import { randomBytes } from 'node:crypto';
import { csrfHeader } from '@site/api-contract/routes';
import type { TestSmtpServer } from '@site/testing/smtp';

export interface BenchAccount {
  email: string;
  password: string;
  /** `sid=…`, a signed-in session of the account. */
  cookie: string;
}

/** What a browser of the site sends with a state-changing call (CSRF: docs/architecture.md, "Security rules"). */
export const jsonPostHeaders = { 'content-type': 'application/json', [csrfHeader.name]: csrfHeader.value };

/**
 * Accounts made as a visitor makes them: register, follow the link the server mailed to the local
 * SMTP server, and keep the session that verifying starts.
 */
export async function createBenchAccounts(apiUrl: string, smtp: TestSmtpServer, count: number): Promise<BenchAccount[]> {
  const accounts: BenchAccount[] = [];
  for (let index = 0; index < count; index += 1) {
    const email = `bench-${index}-${randomBytes(4).toString('hex')}@bench.test`;
    const password = `Bench ${randomBytes(9).toString('base64url')}`;
    await post(apiUrl, '/api/auth/email/register', { email, password }, 202);
    const message = await smtp.waitForMessage({ to: email });
    const token = message.links.map((link) => new URL(link).searchParams.get('verify')).find((value) => value !== null);
    if (!token) throw new Error(`The verification mail to ${email} has no ?verify= link: ${message.text}`);
    const verified = await post(apiUrl, '/api/auth/email/verify', { token }, 200);
    const cookie = verified.headers.getSetCookie().map((header) => header.split(';')[0] ?? '').find((pair) => pair.startsWith('sid='));
    if (!cookie) throw new Error('Verifying the address set no session cookie.');
    accounts.push({ email, password, cookie });
  }
  return accounts;
}

async function post(apiUrl: string, path: string, body: unknown, expected: number): Promise<Response> {
  const response = await fetch(`${apiUrl}${path}`, { method: 'POST', headers: jsonPostHeaders, body: JSON.stringify(body) });
  if (response.status !== expected) throw new Error(`POST ${path} answered ${response.status}, expected ${expected}: ${await response.text()}`);
  return response;
}

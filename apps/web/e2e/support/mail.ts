import type { IdentityTokenOptions } from '@site/testing/oidc';
import type { HarnessMail } from './harness-server.ts';
import { harnessPort } from './ports.mjs';

const harness = `http://127.0.0.1:${harnessPort}`;

/** The `count`-th message the local SMTP server received for `to` (waits for it to arrive). */
export async function waitForMail(to: string, count = 1): Promise<HarnessMail> {
  const response = await fetch(`${harness}/mail?${new URLSearchParams({ to, count: String(count) }).toString()}`);
  if (!response.ok) throw new Error(await response.text());
  const mail = (await response.json()) as HarnessMail[];
  const message = mail[count - 1];
  if (!message) throw new Error(`The harness answered fewer than ${count} message(s) to ${to}.`);
  return message;
}

/** The link in a message that leads to `pathname` on the site, e.g. `/email-register`. */
export function linkIn(mail: HarnessMail, pathname: string): URL {
  for (const match of mail.text.matchAll(/https?:\/\/[^\s<>"')]+/g)) {
    const url = new URL(match[0]);
    if (url.pathname === pathname) return url;
  }
  throw new Error(`No link to ${pathname} in the message "${mail.subject}":\n${mail.text}`);
}

/** An Apple identity token signed by the local Apple provider, as Apple gives the iOS app. */
export async function appleIdentityToken(options: IdentityTokenOptions): Promise<string> {
  const response = await fetch(`${harness}/apple/identity-token`, { method: 'POST', body: JSON.stringify(options) });
  if (!response.ok) throw new Error(await response.text());
  return ((await response.json()) as { token: string }).token;
}

/** A fresh address for one test, so tests never read each other's mail. */
export function uniqueEmail(label: string): string {
  return `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.test`;
}

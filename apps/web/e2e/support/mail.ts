import type { IdentityTokenOptions } from '@site/testing/oidc';
import type { ReceivedMessage } from '@site/testing/smtp';
import { harnessPort } from './ports.mjs';

const harness = `http://127.0.0.1:${harnessPort}`;

/** The next message the local SMTP server received for `to` (each is handed out once, oldest first; waits for it to arrive). */
export async function nextMail(to: string): Promise<ReceivedMessage> {
  const response = await fetch(`${harness}/mail/next?${new URLSearchParams({ to }).toString()}`);
  if (!response.ok) throw new Error(((await response.json()) as { error: string }).error);
  return (await response.json()) as ReceivedMessage;
}

/** The link in a message that leads to `pathname` on the site, e.g. `/email-register`. */
export function linkIn(mail: ReceivedMessage, pathname: string): URL {
  const link = mail.links.map((href) => new URL(href)).find((url) => url.pathname === pathname);
  if (!link) throw new Error(`No link to ${pathname} in the message "${mail.subject}":\n${mail.text}`);
  return link;
}

/** An Apple identity token signed by the local Apple provider, as Apple gives the iOS app. */
export async function appleIdentityToken(options: IdentityTokenOptions): Promise<string> {
  const response = await fetch(`${harness}/apple/identity-token`, { method: 'POST', body: JSON.stringify(options) });
  if (!response.ok) throw new Error(((await response.json()) as { error: string }).error);
  return ((await response.json()) as { token: string }).token;
}

/** A fresh address for one test, so tests never read each other's mail. */
export function uniqueEmail(label: string): string {
  return `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.test`;
}

/** `payload` signed by the test App Store chain the game server trusts (a StoreKit transaction, a server notification). */
export async function appStoreSigned(payload: object): Promise<string> {
  const response = await fetch(`${harness}/app-store/sign`, { method: 'POST', body: JSON.stringify({ payload }) });
  if (!response.ok) throw new Error(`The harness could not sign: ${await response.text()}`);
  return ((await response.json()) as { jws: string }).jws;
}

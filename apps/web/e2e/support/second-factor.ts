import { expect, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { callApi } from './account.ts';

/** The code an authenticator app shows for `secret` now (the e2e game server runs on this machine's clock). */
export function totpCode(secret: string, at: Date = new Date()): string {
  return new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) }).generate({ timestamp: at.getTime() });
}

/**
 * Turns two-step sign-in on for the account signed in on `page`, through the API as the settings
 * page does: moderators and admins need it before /admin and the admin API open. The confirming
 * code is the previous step's (still accepted), so a sign-in right after can use the current one.
 */
export async function enableTotp(page: Page): Promise<{ secret: string; backupCodes: string[] }> {
  const { secret } = await callApi<{ secret: string }>(page, 'POST', '/api/account/second-factor/totp/setup');
  const confirm = () =>
    page.request.post('/api/account/second-factor/totp/confirm', {
      headers: { 'x-site-request': '1' },
      data: { code: totpCode(secret, new Date(Date.now() - 30_000)) },
    });
  let response = await confirm();
  // The clock passed into a new 30 s step between computing the code and the server checking it
  // (a busy machine): the previous step is two back now. The new previous step's code is valid.
  if (response.status() === 400 && (await response.text()).includes('second_factor_invalid')) response = await confirm();
  const answer = (await response.json()) as { backupCodes: string[] };
  expect(response.ok(), `TOTP confirm: ${JSON.stringify(answer)}`).toBe(true);
  return { secret, backupCodes: answer.backupCodes };
}

/** Finishes a sign-in pending its second factor on `page` with a code of `secret`, through the API. */
export async function giveTotpCode(page: Page, secret: string): Promise<void> {
  await callApi(page, 'POST', '/api/auth/second-factor', { code: totpCode(secret) });
}

/**
 * Finishes a sign-in pending its second factor with the app's current code, or, when a sign-in of
 * the same 30 s step used that code already (the server takes each step's code once), with the
 * first of `backupCodes` not used yet; `onBackupCodeUsed` hears which one went, never to be given again.
 */
export async function giveTotpOrBackupCode(page: Page, kept: { secret: string; backupCodes: readonly string[] }, onBackupCodeUsed: (code: string) => void): Promise<void> {
  const byApp = await page.request.post('/api/auth/second-factor', { headers: { 'x-site-request': '1' }, data: { code: totpCode(kept.secret) } });
  if (byApp.ok()) return;
  const [backup] = kept.backupCodes;
  if (backup === undefined) throw new Error(`The second factor was refused (${String(byApp.status())}) and no backup code is left.`);
  onBackupCodeUsed(backup);
  await callApi(page, 'POST', '/api/auth/second-factor', { code: backup });
}

import { Secret, TOTP } from 'otpauth';
import type { TestClient } from './test-client.ts';
import type { TestServer } from './test-server.ts';

/** The code an authenticator app shows for `secret` at `at` (tests compute it at the server's clock). */
export function totpCode(secret: string, at: Date): string {
  return new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) }).generate({ timestamp: at.getTime() });
}

/**
 * Turns the authenticator app on for the client's account through the API, as a person would
 * (tests only): moderators and admins need it before the admin routes answer. The confirming
 * code is the previous step's, so the current one is still unused for the test's own sign-in.
 */
export async function enableTotp(server: TestServer, client: TestClient): Promise<{ secret: string; backupCodes: string[] }> {
  const setup = await client.call<{ secret: string }>('totpSetupStart');
  if (setup.status !== 200) throw new Error(`totpSetupStart answered ${setup.status}`);
  const { secret } = setup.body;
  const confirmWithPreviousCode = () => client.call<{ backupCodes: string[] }>('totpSetupConfirm', { body: { code: totpCode(secret, new Date(server.ctx.now().getTime() - 30_000)) } });
  let confirm = await confirmWithPreviousCode();
  // The clock passed into a new 30 s step between computing the code and the server checking it
  // (a busy machine): the previous step is two back now. The new previous step's code is valid.
  if (confirm.status === 400 && JSON.stringify(confirm.body).includes('second_factor_invalid')) confirm = await confirmWithPreviousCode();
  if (confirm.status !== 200) throw new Error(`totpSetupConfirm answered ${confirm.status}: ${JSON.stringify(confirm.body)}`);
  return { secret, backupCodes: confirm.body.backupCodes };
}

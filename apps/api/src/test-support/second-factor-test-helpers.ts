import { ApiError } from '@site/api-contract/client';
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
  const { secret } = await client.api.call('totpSetupStart');
  const confirmWithPreviousCode = () => client.api.call('totpSetupConfirm', { body: { code: totpCode(secret, new Date(server.ctx.now().getTime() - 30_000)) } });
  const confirm = await confirmWithPreviousCode().catch((error: unknown) => {
    // The clock passed into a new 30 s step between computing the code and the server checking it
    // (a busy machine): the previous step is two back now. The new previous step's code is valid.
    if (error instanceof ApiError && error.code === 'second_factor_invalid') return confirmWithPreviousCode();
    throw error;
  });
  return { secret, backupCodes: confirm.backupCodes };
}

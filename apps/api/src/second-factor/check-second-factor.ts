import type { FastifyRequest } from 'fastify';
import { hitRateLimit } from '../sessions/rate-limit.ts';
import { stampTime, type ServerContext } from '../context.ts';
import { ApiError } from '../errors/api-error.ts';
import { isTotpCode, totpStepOf } from './totp-codes.ts';
import { countBackupCodesLeft, findTotp, spendBackupCode, spendTotpStep } from './totp-store.ts';
import { listVerifiedEmails } from '../accounts/identity-store.ts';
import { backupCodesLeftLine } from '../security-notices/security-notice-mail.ts';
import { sendSecurityNotice } from '../security-notices/send-security-notice.ts';

/** The same answer for a wrong code, a replayed code and a wrong or used backup code: a guess learns nothing. */
export const wrongCode = (): ApiError => new ApiError('second_factor_invalid', 'This code is not right. Type the newest code from your app, or a backup code.', { field: 'body.code' });

/**
 * Counts the attempt against the account and the address (every attempt, right or wrong), so
 * guessing six digits stays hopeless; 429 `rate_limited` past either limit.
 */
export async function countSecondFactorAttempt(ctx: ServerContext, request: FastifyRequest, accountId: string): Promise<void> {
  const now = ctx.now();
  await hitRateLimit(ctx.db, `2fa:account:${accountId}`, ctx.config.rateLimitPerIdentity, now);
  await hitRateLimit(ctx.db, `2fa:ip:${request.ip}`, ctx.config.rateLimitPerIp, now);
}

/**
 * Checks a code of the account's enabled second factor: six digits from the app (its time step
 * then used up) or an unused backup code (then used up, and the account's addresses told with how
 * many are left: a backup code used by someone else is a stolen one). Throws `wrongCode()` otherwise.
 */
export async function checkSecondFactor(ctx: ServerContext, request: FastifyRequest, accountId: string, code: string): Promise<{ usedBackupCode: boolean }> {
  await countSecondFactorAttempt(ctx, request, accountId);
  const now = ctx.now();
  if (isTotpCode(code)) {
    const totp = await findTotp(ctx.db, accountId);
    if (!totp?.enabled) throw wrongCode();
    const step = totpStepOf(totp.secret, code, stampTime(ctx));
    if (step === null || !(await spendTotpStep(ctx.db, accountId, step, { enable: false, now }))) throw wrongCode();
    return { usedBackupCode: false };
  }
  if (!(await spendBackupCode(ctx.db, accountId, code, now))) throw wrongCode();
  const left = await countBackupCodesLeft(ctx.db, accountId);
  await sendSecurityNotice(ctx, request, 'backup_code_used', await listVerifiedEmails(ctx.db, accountId), backupCodesLeftLine(left));
  return { usedBackupCode: true };
}

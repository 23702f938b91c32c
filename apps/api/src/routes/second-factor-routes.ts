import type { FastifyInstance } from 'fastify';
import QRCode from 'qrcode';
import { currentRole } from '../accounts/account-roles.ts';
import { requireAccountView } from '../accounts/account-view.ts';
import { startSession } from '../auth/complete-sign-in.ts';
import { endSession } from '../sessions/sessions.ts';
import { stampTime, type ServerContext } from '../context.ts';
import { ApiError } from '../errors/api-error.ts';
import { endpoint } from '../http/endpoint.ts';
import { checkSecondFactor, countSecondFactorAttempt, wrongCode } from '../second-factor/check-second-factor.ts';
import { isTotpCode, newBackupCodes, newTotpSecret, otpauthUrl, totpStepOf } from '../second-factor/totp-codes.ts';
import { countBackupCodesLeft, hasSecondFactor, findTotp, removeSecondFactor, replaceBackupCodes, savePendingTotp, spendTotpStep } from '../second-factor/totp-store.ts';

const notEnabled = (): ApiError => new ApiError('second_factor_not_enabled', 'Two-step sign-in is not on for this account.');

/** The authenticator app and backup codes (README "Two-step sign-in"). */
export function registerSecondFactorRoutes(app: FastifyInstance, ctx: ServerContext): void {
  endpoint(app, 'secondFactorStatus', async ({ principal }) => ({
    totpEnabled: await hasSecondFactor(ctx.db, principal.accountId),
    backupCodesLeft: await countBackupCodesLeft(ctx.db, principal.accountId),
    requiredForRole: (await currentRole(ctx.db, principal.accountId)) !== 'player',
  }));

  endpoint(app, 'totpSetupStart', async ({ principal }) => {
    const secret = newTotpSecret();
    if (!(await savePendingTotp(ctx.db, principal.accountId, secret, ctx.now()))) {
      throw new ApiError('second_factor_enabled', 'Two-step sign-in is already on. Turn it off first to use another app.');
    }
    const account = await requireAccountView(ctx.db, principal.accountId);
    const url = otpauthUrl(secret, account.displayName);
    return { secret, otpauthUrl: url, qrSvg: await QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 }) };
  });

  endpoint(app, 'totpSetupConfirm', async ({ principal, body, raw }) => {
    await countSecondFactorAttempt(ctx, raw, principal.accountId);
    const totp = await findTotp(ctx.db, principal.accountId);
    if (!totp) throw new ApiError('second_factor_setup_missing', 'Start again: scan a new QR code first.');
    if (totp.enabled) throw new ApiError('second_factor_enabled', 'Two-step sign-in is already on.');
    const now = ctx.now();
    const step = isTotpCode(body.code) ? totpStepOf(totp.secret, body.code, stampTime(ctx)) : null;
    if (step === null) throw wrongCode();
    const backupCodes = newBackupCodes();
    const enabled = await ctx.db.transaction(async (tx) => {
      if (!(await spendTotpStep(tx, principal.accountId, step, { enable: true, now }))) return false;
      await replaceBackupCodes(tx, principal.accountId, backupCodes);
      return true;
    });
    if (!enabled) throw wrongCode();
    return { backupCodes };
  });

  endpoint(app, 'totpDisable', async ({ principal, body, raw }) => {
    if (!(await hasSecondFactor(ctx.db, principal.accountId))) throw notEnabled();
    await checkSecondFactor(ctx, raw, principal.accountId, body.code);
    await ctx.db.transaction((tx) => removeSecondFactor(tx, principal.accountId));
    return { ok: true as const };
  });

  endpoint(app, 'backupCodesRegenerate', async ({ principal, body, raw }) => {
    if (!(await hasSecondFactor(ctx.db, principal.accountId))) throw notEnabled();
    await checkSecondFactor(ctx, raw, principal.accountId, body.code);
    const backupCodes = newBackupCodes();
    await ctx.db.transaction((tx) => replaceBackupCodes(tx, principal.accountId, backupCodes));
    return { backupCodes };
  });

  endpoint(app, 'secondFactorVerify', async ({ principal, body, raw }, reply) => {
    if (!principal) throw new ApiError('not_signed_in', 'Your sign-in has expired. Sign in again.');
    if (!principal.secondFactorPending) return { account: await requireAccountView(ctx.db, principal.accountId) };
    await checkSecondFactor(ctx, raw, principal.accountId, body.code);
    // The pending session is replaced by a full one with a new cookie: nothing known before the code opens it.
    await endSession(ctx.db, principal.sessionId);
    raw.principal = null;
    await startSession(ctx, raw, reply, principal.accountId, { secondFactorGiven: true });
    return { account: await requireAccountView(ctx.db, principal.accountId) };
  });
}

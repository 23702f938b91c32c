import type { FastifyInstance } from 'fastify';
import QRCode from 'qrcode';
import { currentRole } from '../accounts/account-roles.ts';
import { requireAccountView } from '../accounts/account-view.ts';
import { finishSignIn } from '../auth/complete-sign-in.ts';
import { listVerifiedEmails } from '../accounts/identity-store.ts';
import { sendSecurityNotice } from '../security-notices/send-security-notice.ts';
import { stampTime, type ServerContext } from '../context.ts';
import { ApiError } from '../errors/api-error.ts';
import { endpoint } from '../http/endpoint.ts';
import { checkSecondFactor, countSecondFactorAttempt, wrongCode } from '../second-factor/check-second-factor.ts';
import { isTotpCode, newBackupCodes, newTotpSecret, otpauthUrl, totpStepOf } from '../second-factor/totp-codes.ts';
import { countBackupCodesLeft, hasSecondFactor, findTotp, removeSecondFactor, replaceBackupCodes, savePendingTotp, spendTotpStep } from '../second-factor/totp-store.ts';

const notEnabled = (): ApiError => new ApiError('second_factor_not_enabled', 'Two-step sign-in is not on for this account.');

/** The authenticator app and backup codes (docs/api/two-step-sign-in.md). */
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
    await sendSecurityNotice(ctx, raw, 'second_factor_on', await listVerifiedEmails(ctx.db, principal.accountId));
    return { backupCodes };
  });

  endpoint(app, 'totpDisable', async ({ principal, body, raw }) => {
    if (!(await hasSecondFactor(ctx.db, principal.accountId))) throw notEnabled();
    await checkSecondFactor(ctx, raw, principal.accountId, body.code);
    await ctx.db.transaction((tx) => removeSecondFactor(tx, principal.accountId));
    await sendSecurityNotice(ctx, raw, 'second_factor_off', await listVerifiedEmails(ctx.db, principal.accountId));
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
    // A finished sign-in has no code to give: a 200 here would tell a caller that any code is right.
    if (!principal.secondFactorPending) throw new ApiError('second_factor_not_pending', 'This browser is already signed in: there is no code to give.');
    await checkSecondFactor(ctx, raw, principal.accountId, body.code);
    await finishSignIn(ctx, raw, reply, principal);
    return { account: await requireAccountView(ctx.db, principal.accountId) };
  });
}

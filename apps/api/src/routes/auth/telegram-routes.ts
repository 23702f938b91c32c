import { isInviteCode } from '@site/api-contract/routes';
import type { FastifyInstance } from 'fastify';
import { completeSignIn } from '../../auth/complete-sign-in.ts';
import { stampTime, type ServerContext } from '../../context.ts';
import { endpoint } from '../../http/endpoint.ts';
import { hitIdentityRateLimit } from '../../sessions/rate-limit.ts';
import { verifyLoginWidgetData } from '../../auth/telegram/login-widget-data.ts';
import { verifyMiniAppInitData } from '../../auth/telegram/mini-app-init-data.ts';
import { botTokenOf, telegramIdentity } from '../../auth/telegram/telegram-checks.ts';

/** Telegram sign-in (docs/architecture.md, "Security rules"): the mini-app's launch initData, or the Login Widget in a browser. */
export function registerTelegramRoutes(app: FastifyInstance, ctx: ServerContext): void {
  endpoint(app, 'telegramMiniApp', async (request, reply) => {
    const { initData, link } = request.body;
    const user = verifyMiniAppInitData(initData, botTokenOf(ctx.config), ctx.config, stampTime(ctx));
    await hitIdentityRateLimit(ctx, 'telegram', String(user.id));
    // Read only once the HMAC above has proven the whole initData: a mini-app invite link's code.
    const inviteCode = new URLSearchParams(initData).get('start_param');
    return { account: await completeSignIn(ctx, request.raw, reply, telegramIdentity(user), { link, inviteCode: isInviteCode(inviteCode) ? inviteCode : null }) };
  });

  endpoint(app, 'telegramWidget', async (request, reply) => {
    const { link, ...fields } = request.body;
    const user = verifyLoginWidgetData(fields, botTokenOf(ctx.config), ctx.config, stampTime(ctx));
    await hitIdentityRateLimit(ctx, 'telegram', String(user.id));
    return { account: await completeSignIn(ctx, request.raw, reply, telegramIdentity(user), { link }) };
  });
}

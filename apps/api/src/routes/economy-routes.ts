import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context.ts';
import { endpoint } from '../http/endpoint.ts';
import { accountBurnt, economySummary, siteBurnt } from '../economy/economy-summary.ts';
import { burnGameCoin } from '../economy/burn-game-coin.ts';
import { convertGameCoin } from '../economy/convert-game-coin.ts';
import { convertInvitePoint } from '../economy/convert-invite-point.ts';
import { recoverStamina } from '../economy/recover-stamina.ts';

/** `/api/economy/…`: conversions, burning, recovering stamina, and what the pages show. */
export function registerEconomyRoutes(app: FastifyInstance, ctx: ServerContext): void {
  endpoint(app, 'getEconomySummary', ({ principal }) => economySummary(ctx, principal.accountId));

  endpoint(app, 'convertGameCoin', ({ principal, body }) =>
    convertGameCoin(ctx, { accountId: principal.accountId, requestId: body.requestId, goldCoins: BigInt(body.goldCoins) }),
  );
  endpoint(app, 'convertInvitePoint', ({ principal, body }) =>
    convertInvitePoint(ctx, { accountId: principal.accountId, requestId: body.requestId, invitePoints: BigInt(body.invitePoints) }),
  );
  endpoint(app, 'burnGameCoin', ({ principal, body }) => burnGameCoin(ctx, { accountId: principal.accountId, requestId: body.requestId, gameCoins: BigInt(body.gameCoins) }));
  endpoint(app, 'recoverStamina', ({ principal, body }) => recoverStamina(ctx, { accountId: principal.accountId, requestId: body.requestId }));

  endpoint(app, 'getBurntTotals', async ({ principal }) => {
    const [site, account] = await Promise.all([siteBurnt(ctx.db), principal ? accountBurnt(ctx.db, principal.accountId) : Promise.resolve(null)]);
    return { site: site.toString(), account: account === null ? null : account.toString() };
  });
}

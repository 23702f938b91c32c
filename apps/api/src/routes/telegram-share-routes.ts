import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context.ts';
import { endpoint } from '../http/endpoint.ts';
import { prepareShareMessage } from '../telegram-share/prepare-share-message.ts';

/** Sharing from the Telegram mini app: the messages its share sheet sends (docs/api/telegram-stars-and-bot.md#sharing-from-the-mini-app). */
export function registerTelegramShareRoutes(app: FastifyInstance, ctx: ServerContext): void {
  endpoint(app, 'prepareTelegramShareMessage', async ({ principal, body }) => {
    const prepared = await prepareShareMessage(ctx, principal.accountId, body);
    return { id: prepared.id, expiresAt: prepared.expiresAt.toISOString() };
  });
}

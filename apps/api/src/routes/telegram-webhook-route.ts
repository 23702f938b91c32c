import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context.ts';
import { ApiError } from '../errors/api-error.ts';
import { endpoint } from '../http/endpoint.ts';
import { handleUpdate } from '../telegram-bot/handle-update.ts';
import { updateProblems } from '../telegram-bot/update-problems.ts';
import { holdsWebhookSecret } from '../telegram-bot/webhook-secret.ts';

/**
 * The bot's webhook: Telegram posts each update here with the secret given to setWebhook
 * (`site-api-admin telegram-set-webhook`). Without a bot token and TELEGRAM_WEBHOOK_SECRET it is
 * 404 `telegram_bot_disabled`; a post without the secret, or with another, is 401
 * `telegram_webhook_unauthorized` and does nothing. Any JSON is taken: a 2xx tells Telegram the
 * update is handled, and one the bot cannot read or apply is recorded for staff, whom
 * listTelegramUpdateProblems shows it; a 502 (the Bot API unreachable) makes Telegram deliver it again.
 */
export function registerTelegramWebhookRoute(app: FastifyInstance, ctx: ServerContext): void {
  endpoint(app, 'telegramBotWebhook', async ({ body, raw }) => {
    const token = ctx.config.telegram.botToken;
    const secret = ctx.config.telegramBotApi.webhookSecret;
    if (token === null || secret === null) throw new ApiError('telegram_bot_disabled', 'The Telegram bot is not set up on this server.');
    if (!holdsWebhookSecret(raw.headers['x-telegram-bot-api-secret-token'], secret)) {
      throw new ApiError('telegram_webhook_unauthorized', 'This webhook takes only Telegram’s posts, carrying the secret token given to setWebhook.');
    }
    const outcome = await handleUpdate({ ctx, bot: { apiUrl: ctx.config.telegramBotApi.apiUrl, token }, log: raw.log }, body);
    return { outcome };
  });

  endpoint(app, 'listTelegramUpdateProblems', async () => ({ problems: await updateProblems(ctx.db) }));
}

import type { Config } from '../config/config.ts';
import { BotApiRefusal, callBotApi } from '../telegram-bot-api/call-bot-api.ts';

/** The updates the bot acts on (telegram-webhook-route.ts): messages (commands, payments) and the checkout. */
const allowedUpdates = ['message', 'pre_checkout_query'];

/** The commands Telegram's menu offers in the bot's chat, in English and (for a Spanish Telegram) Spanish (handle-update.ts answers them). */
const commands = {
  en: [
    { command: 'start', description: 'Open the games' },
    { command: 'paysupport', description: 'Help with a payment in Stars' },
    { command: 'help', description: 'What this bot does' },
  ],
  es: [
    { command: 'start', description: 'Abrir los juegos' },
    { command: 'paysupport', description: 'Ayuda con un pago en Stars' },
    { command: 'help', description: 'Qué hace este bot' },
  ],
};

/** Where Telegram posts the updates: the site's own origin, whose `/api` reaches this server. */
export const webhookUrl = (config: Config): string => new URL('/api/telegram/webhook', config.publicOrigin).href;

/**
 * `site-api-admin telegram-set-webhook`: tells Telegram (setWebhook) to post the bot's updates to
 * PUBLIC_ORIGIN/api/telegram/webhook with TELEGRAM_WEBHOOK_SECRET, and (setMyCommands) which
 * commands the chat's menu offers. Run once per deployment and
 * whenever the origin or the secret changes; the server never does it at start-up (several
 * processes would race, and a test or a development server would steal the production webhook).
 * Returns a line to print, or throws an Error saying what is missing or what Telegram said.
 */
export async function setBotWebhook(config: Config): Promise<string> {
  const token = config.telegram.botToken;
  const secret = config.telegramBotApi.webhookSecret;
  if (token === null || secret === null) throw new Error('telegram-set-webhook needs TELEGRAM_BOT_TOKEN and TELEGRAM_WEBHOOK_SECRET.');
  const url = webhookUrl(config);
  const call = async (method: string, params: Record<string, unknown>): Promise<void> => {
    try {
      await callBotApi({ apiUrl: config.telegramBotApi.apiUrl, token }, method, params);
    } catch (error) {
      if (error instanceof BotApiRefusal) throw new Error(`Telegram refused ${method}: ${error.description}`, { cause: error });
      throw new Error(`Telegram's Bot API at ${config.telegramBotApi.apiUrl} did not answer ${method}.`, { cause: error });
    }
  };
  await call('setWebhook', { url, secret_token: secret, allowed_updates: allowedUpdates, drop_pending_updates: false });
  await call('setMyCommands', { commands: commands.en });
  await call('setMyCommands', { commands: commands.es, language_code: 'es' });
  return `Telegram now posts the bot's updates to ${url}.`;
}

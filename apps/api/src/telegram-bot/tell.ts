import type { FastifyBaseLogger } from 'fastify';
import type { ServerContext } from '../context.ts';
import { BotApiRefusal, callBotApi } from '../telegram-bot-api/call-bot-api.ts';

export interface UpdateContext {
  ctx: ServerContext;
  bot: { apiUrl: string; token: string };
  log: FastifyBaseLogger;
}

/**
 * Calls the Bot API; Telegram refusing (a query too old, a user who blocked the bot) is logged,
 * not retried. The Bot API unreachable throws: the webhook answers 502 and Telegram delivers the
 * update again, which is what an unanswered pre-checkout query or /start needs.
 */
export async function tell(on: UpdateContext, method: string, params: Record<string, unknown>): Promise<void> {
  try {
    await callBotApi(on.bot, method, params);
  } catch (error) {
    if (!(error instanceof BotApiRefusal)) throw error;
    on.log.warn({ method, errorCode: error.errorCode, description: error.description }, 'Telegram refused a Bot API call');
  }
}

/** A message that is a courtesy, not the answer: any failure is logged, and the update is still acknowledged. */
export async function tellIfPossible(on: UpdateContext, method: string, params: Record<string, unknown>): Promise<void> {
  try {
    await tell(on, method, params);
  } catch (error) {
    on.log.warn({ method, err: error }, 'The Bot API could not be reached for a courtesy message');
  }
}

import { ApiError } from '../errors/api-error.ts';

/** What a Bot API method answered with `ok: false`: Telegram's error code and description. */
export class BotApiRefusal extends Error {
  override name = 'BotApiRefusal';
  constructor(
    readonly method: string,
    readonly errorCode: number,
    readonly description: string,
  ) {
    super(`Telegram refused ${method}: ${errorCode} ${description}`);
  }
}

/** Telegram answers within seconds; a pre-checkout must be answered within 10 s of Telegram asking. */
const timeoutMs = 8_000;

/**
 * Calls a Bot API method (`POST <apiUrl>/bot<token>/<method>`, JSON) and returns its `result`.
 * `ok: false` throws a BotApiRefusal; no answer, or one that is not Telegram's shape, throws an
 * ApiError 502 `telegram_api_failed` (the token is never in a message).
 */
export async function callBotApi<Result>(bot: { apiUrl: string; token: string }, method: string, params: Record<string, unknown>): Promise<Result> {
  let body: { ok?: unknown; result?: unknown; error_code?: unknown; description?: unknown };
  try {
    const response = await fetch(`${bot.apiUrl}/bot${bot.token}/${method}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(params),
      signal: AbortSignal.timeout(timeoutMs),
    });
    body = (await response.json()) as typeof body;
  } catch {
    throw new ApiError('telegram_api_failed', `Telegram's Bot API did not answer ${method}.`);
  }
  if (body.ok === true) return body.result as Result;
  if (typeof body.description === 'string') throw new BotApiRefusal(method, typeof body.error_code === 'number' ? body.error_code : 0, body.description);
  throw new ApiError('telegram_api_failed', `Telegram's Bot API answered ${method} with something else than its answer shape.`);
}

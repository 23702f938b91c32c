import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { preCheckoutQueryUpdate, successfulPaymentUpdate, type TestTelegramUser } from './telegram-updates.ts';

/** One Bot API call the stand-in received. */
export interface TelegramBotApiCall {
  method: string;
  params: Record<string, unknown>;
}

/** What the webhook answered to an update the stand-in sent. */
export interface WebhookAnswer {
  status: number;
  body: unknown;
}

export interface TestTelegramBotApi {
  /** `http://127.0.0.1:PORT`: the server's `TELEGRAM_BOT_API_URL`. */
  url: string;
  /** The only token it accepts (`TELEGRAM_BOT_TOKEN`); others are answered 401 as Telegram does. */
  token: string;
  /** Every call with a valid token, in order. */
  calls(method?: string): TelegramBotApiCall[];
  /** Resolves with the first call of `method` whose params `match` (waiting for it if needed); 30 s guard. */
  waitForCall(method: string, match?: (params: Record<string, unknown>) => boolean): Promise<Record<string, unknown>>;
  /** The webhook set with `setWebhook` (url and secret_token), or null. */
  webhook(): { url: string; secretToken: string | null } | null;
  /** Posts an update to the webhook as Telegram does, with its secret token header (or `secretToken` instead: null sends none). */
  sendUpdate(update: Record<string, unknown>, options?: { secretToken?: string | null; url?: string }): Promise<WebhookAnswer>;
  /**
   * What Telegram does when `user` pays an invoice the stand-in created: sends the
   * pre_checkout_query, waits for its answer, and on `ok` sends the successful_payment message
   * with a new charge id.
   */
  pay(invoiceLink: string, user: TestTelegramUser): Promise<{ preCheckout: Record<string, unknown>; chargeId: string | null; payment: WebhookAnswer | null }>;
  /** A new charge of `user` as Telegram keeps it (refundStarPayment knows it), for a test that sends the payment updates itself. */
  makeCharge(user: TestTelegramUser): string;
  /** The next call of `method` fails with this description (and error code, 400 unless said). */
  failNext(method: string, description: string, errorCode?: number): void;
  close(): Promise<void>;
}

interface Invoice {
  payload: string;
  currency: string;
  totalAmount: number;
}

class BotApiError extends Error {
  constructor(
    readonly errorCode: number,
    description: string,
  ) {
    super(description);
  }
}

async function readParams(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  if (text === '') return {};
  if ((request.headers['content-type'] ?? '').includes('application/json')) return JSON.parse(text) as Record<string, unknown>;
  return Object.fromEntries(new URLSearchParams(text));
}

/**
 * A local stand-in for Telegram's Bot API on 127.0.0.1 at a free port: `POST /bot<token>/<method>`
 * for the methods the server uses (createInvoiceLink, answerPreCheckoutQuery, refundStarPayment,
 * sendMessage, savePreparedInlineMessage, setWebhook, setMyCommands, getMe), answering `{ ok, result }` or `{ ok: false, error_code,
 * description }` as Telegram does, recording every call, and sending updates to the webhook.
 */
export async function startTestTelegramBotApi(options: { botId?: number; token?: string } = {}): Promise<TestTelegramBotApi> {
  const botId = options.botId ?? 7_000_000_001;
  // `token`: a fixed one, for a server whose token the tests also sign mini-app launch data with.
  const token = options.token ?? `${botId}:${randomBytes(24).toString('base64url')}`;
  const recorded: TelegramBotApiCall[] = [];
  const waiters = new Set<() => void>();
  const failures = new Map<string, { description: string; errorCode: number }>();
  const invoices = new Map<string, Invoice>();
  const charges = new Map<string, { userId: number; refunded: boolean }>();
  let webhook: { url: string; secretToken: string | null } | null = null;
  let nextMessageId = 1;

  const methods: Record<string, (params: Record<string, unknown>) => unknown> = {
    getMe: () => ({ id: botId, is_bot: true, first_name: 'Test bot', username: 'site_test_bot' }),
    setWebhook: (params) => {
      if (typeof params.url !== 'string' || !params.url.startsWith('http')) throw new BotApiError(400, 'Bad Request: bad webhook: An HTTPS URL must be provided for webhook');
      const secret = params.secret_token;
      if (secret !== undefined && (typeof secret !== 'string' || !/^[A-Za-z0-9_-]{1,256}$/.test(secret))) throw new BotApiError(400, 'Bad Request: secret token contains unallowed characters');
      webhook = { url: params.url, secretToken: typeof secret === 'string' ? secret : null };
      return true;
    },
    setMyCommands: (params) => {
      const commands = params.commands;
      const valid = (command: { command?: unknown; description?: unknown }) =>
        typeof command.command === 'string' && /^[a-z0-9_]{1,32}$/.test(command.command) && typeof command.description === 'string' && command.description.length >= 1 && command.description.length <= 256;
      if (!Array.isArray(commands) || commands.length > 100 || !commands.every(valid)) throw new BotApiError(400, 'Bad Request: BOT_COMMAND_INVALID');
      return true;
    },
    createInvoiceLink: (params) => {
      const prices = params.prices as { label?: unknown; amount?: unknown }[] | undefined;
      const payload = params.payload;
      if (typeof params.title !== 'string' || typeof params.description !== 'string') throw new BotApiError(400, 'Bad Request: title and description are required');
      if (typeof payload !== 'string' || Buffer.byteLength(payload) < 1 || Buffer.byteLength(payload) > 128) throw new BotApiError(400, 'Bad Request: INVOICE_PAYLOAD_INVALID');
      if (params.currency !== 'XTR') throw new BotApiError(400, 'Bad Request: CURRENCY_INVALID');
      if (!Array.isArray(prices) || prices.length !== 1 || !Number.isSafeInteger(prices[0]?.amount) || (prices[0]?.amount as number) < 1) throw new BotApiError(400, 'Bad Request: CURRENCY_TOTAL_AMOUNT_INVALID');
      if (params.provider_token !== undefined && params.provider_token !== '') throw new BotApiError(400, 'Bad Request: PAYMENT_PROVIDER_INVALID');
      const link = `https://t.me/$${randomBytes(12).toString('base64url')}`;
      invoices.set(link, { payload, currency: 'XTR', totalAmount: prices[0]?.amount as number });
      return link;
    },
    answerPreCheckoutQuery: (params) => {
      if (typeof params.pre_checkout_query_id !== 'string') throw new BotApiError(400, 'Bad Request: QUERY_ID_INVALID');
      if (params.ok !== true && params.ok !== 'true' && typeof params.error_message !== 'string') throw new BotApiError(400, 'Bad Request: error_message is required');
      return true;
    },
    refundStarPayment: (params) => {
      const charge = charges.get(String(params.telegram_payment_charge_id));
      if (!charge || Number(params.user_id) !== charge.userId) throw new BotApiError(400, 'Bad Request: CHARGE_NOT_FOUND');
      if (charge.refunded) throw new BotApiError(400, 'Bad Request: CHARGE_ALREADY_REFUNDED');
      charge.refunded = true;
      return true;
    },
    savePreparedInlineMessage: (params) => {
      const result = params.result as { type?: unknown; id?: unknown } | null | undefined;
      if (!Number.isSafeInteger(params.user_id) || (params.user_id as number) < 1) throw new BotApiError(400, 'Bad Request: USER_ID_INVALID');
      if (typeof result !== 'object' || result === null || typeof result.type !== 'string' || typeof result.id !== 'string') throw new BotApiError(400, 'Bad Request: RESULT_ID_INVALID');
      if (Buffer.byteLength(result.id) < 1 || Buffer.byteLength(result.id) > 64) throw new BotApiError(400, 'Bad Request: RESULT_ID_INVALID');
      return { id: `prepared-${randomBytes(9).toString('base64url')}`, expiration_date: Math.floor(Date.now() / 1000) + 86_400 };
    },
    sendMessage: (params) => {
      if (params.chat_id === undefined || typeof params.text !== 'string' || params.text === '') throw new BotApiError(400, 'Bad Request: message text is empty');
      return { message_id: nextMessageId++, from: { id: botId, is_bot: true, first_name: 'Test bot' }, chat: { id: params.chat_id, type: 'private' }, date: Math.floor(Date.now() / 1000), text: params.text };
    },
  };

  const answer = (response: ServerResponse, status: number, body: unknown): void => {
    response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  };
  const handle = async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    const match = /^\/bot([^/]+)\/([A-Za-z]+)$/.exec(new URL(request.url ?? '/', 'http://127.0.0.1').pathname);
    if (!match) { answer(response, 404, { ok: false, error_code: 404, description: 'Not Found' }); return; }
    const [, givenToken, method = ''] = match;
    if (givenToken !== token) { answer(response, 401, { ok: false, error_code: 401, description: 'Unauthorized' }); return; }
    const run = methods[method];
    if (!run) { answer(response, 404, { ok: false, error_code: 404, description: 'Not Found: method not found' }); return; }
    let params: Record<string, unknown>;
    try {
      params = await readParams(request);
    } catch {
      answer(response, 400, { ok: false, error_code: 400, description: "Bad Request: can't parse JSON" }); return;
    }
    recorded.push({ method, params });
    for (const wake of waiters) wake();
    const failure = failures.get(method);
    if (failure) {
      failures.delete(method);
      answer(response, failure.errorCode, { ok: false, error_code: failure.errorCode, description: failure.description }); return;
    }
    try {
      answer(response, 200, { ok: true, result: run(params) });
    } catch (error) {
      if (!(error instanceof BotApiError)) throw error;
      answer(response, error.errorCode, { ok: false, error_code: error.errorCode, description: error.message });
    }
  };

  const server = createServer((request, response) => {
    handle(request, response).catch(() => { answer(response, 500, { ok: false, error_code: 500, description: 'Internal Server Error' }); });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const calls = (method?: string): TelegramBotApiCall[] => recorded.filter((call) => method === undefined || call.method === method);
  const waitForCall = (method: string, match: (params: Record<string, unknown>) => boolean = () => true): Promise<Record<string, unknown>> =>
    new Promise((resolve, reject) => {
      const check = (): boolean => {
        const found = calls(method).find((call) => match(call.params));
        if (!found) return false;
        waiters.delete(wake);
        clearTimeout(guard);
        resolve(found.params);
        return true;
      };
      const wake = (): void => void check();
      const guard = setTimeout(() => {
        waiters.delete(wake);
        reject(new Error(`No ${method} call came to the Bot API stand-in; calls: ${JSON.stringify(recorded.map((call) => call.method))}`));
      }, 30_000);
      waiters.add(wake);
      check();
    });

  const sendUpdate = async (update: Record<string, unknown>, sendOptions: { secretToken?: string | null; url?: string } = {}): Promise<WebhookAnswer> => {
    const target = sendOptions.url ?? webhook?.url;
    if (target === undefined) throw new Error('No webhook is set: call setWebhook first, or pass url');
    const secretToken = sendOptions.secretToken === undefined ? (webhook?.secretToken ?? null) : sendOptions.secretToken;
    const response = await fetch(target, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(secretToken === null ? {} : { 'x-telegram-bot-api-secret-token': secretToken }) },
      body: JSON.stringify(update),
    });
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // not JSON: kept as text
    }
    return { status: response.status, body };
  };

  const makeCharge = (user: TestTelegramUser): string => {
    const chargeId = `stxTest${randomBytes(18).toString('base64url')}`;
    charges.set(chargeId, { userId: user.id, refunded: false });
    return chargeId;
  };

  return {
    url,
    token,
    makeCharge,
    calls,
    waitForCall,
    webhook: () => webhook,
    sendUpdate,
    pay: async (invoiceLink, user) => {
      const invoice = invoices.get(invoiceLink);
      if (!invoice) throw new Error(`The stand-in made no invoice ${invoiceLink}`);
      const query = preCheckoutQueryUpdate(user, { payload: invoice.payload, totalAmount: invoice.totalAmount, currency: invoice.currency });
      const queryId = (query.pre_checkout_query as { id: string }).id;
      await sendUpdate(query);
      const preCheckout = await waitForCall('answerPreCheckoutQuery', (params) => params.pre_checkout_query_id === queryId);
      if (preCheckout.ok !== true) return { preCheckout, chargeId: null, payment: null };
      const chargeId = makeCharge(user);
      const payment = await sendUpdate(successfulPaymentUpdate(user, { payload: invoice.payload, totalAmount: invoice.totalAmount, chargeId }));
      return { preCheckout, chargeId, payment };
    },
    failNext: (method, description, errorCode = 400) => {
      failures.set(method, { description, errorCode });
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => {
          if (error) reject(error);
          else resolve();
        });
        server.closeAllConnections();
      }),
  };
}

import { createServer, type ServerResponse } from 'node:http';
import type { TestAppStorePki } from '@site/testing/app-store';
import type { IdentityTokenOptions, TestOidcProvider } from '@site/testing/oidc';
import type { TestSmtpServer } from '@site/testing/smtp';
import type { TestTelegramBotApi, TestTelegramUser } from '@site/testing/telegram-bot-api';
import { listenLocally } from './listen-locally.ts';

export interface HarnessServer {
  url: string;
  close(): Promise<void>;
}

/** A guard against a message that never comes (the test's own timeout is 30 s), not a delay. */
const longestWaitMs = 20_000;

function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
  response.end(JSON.stringify(body));
}

async function readJson(request: NodeJS.ReadableStream): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text === '' ? {} : JSON.parse(text);
}

/**
 * The harness's endpoint for the tests, on 127.0.0.1 (tests run in other processes than the
 * global setup that owns the servers):
 * - `GET /mail/next?to=<address>` answers the oldest message to that address not yet handed out,
 *   as soon as the local SMTP server has it (woken by its arrival, never by a timer);
 * - `POST /apple/identity-token` with IdentityTokenOptions as JSON answers `{ token }`, signed by
 *   the local Apple provider, as Apple gives the iOS app;
 * - `POST /app-store/sign` with `{ payload }` answers `{ jws }`: the payload signed by the test App
 *   Store chain the game server trusts, as StoreKit hands the app a transaction and as Apple signs
 *   its server notifications;
 * - `GET /telegram-bot-api/calls?method=<name>` answers `{ calls }`, the params of every call of
 *   that method the Bot API stand-in received, oldest first;
 * - `POST /telegram-bot-api/pay` with `{ invoiceLink, user }` does what Telegram does when that
 *   user pays the invoice (the stand-in's `pay`: pre_checkout_query, then successful_payment);
 * - `POST /telegram-bot-api/send-update` with `{ update }` posts that update to the bot's webhook
 *   as Telegram does (the stand-in's `sendUpdate`) and answers `{ status, body }` of the webhook.
 */
export async function startHarnessServer(options: { port: number; smtp: TestSmtpServer; apple: TestOidcProvider; appStore: TestAppStorePki; telegramBotApi: TestTelegramBotApi }): Promise<HarnessServer> {
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    let answer: Promise<unknown> | null = null;
    if (request.method === 'GET' && url.pathname === '/mail/next') {
      answer = options.smtp.waitForMessage({ to: url.searchParams.get('to') ?? '' }, { timeoutMs: longestWaitMs });
    } else if (request.method === 'POST' && url.pathname === '/apple/identity-token') {
      answer = readJson(request).then(async (claims) => ({ token: await options.apple.signIdentityToken(claims as IdentityTokenOptions) }));
    } else if (request.method === 'POST' && url.pathname === '/app-store/sign') {
      answer = readJson(request).then(async (body) => ({ jws: await options.appStore.sign((body as { payload: object }).payload) }));
    } else if (request.method === 'GET' && url.pathname === '/telegram-bot-api/calls') {
      answer = Promise.resolve({ calls: options.telegramBotApi.calls(url.searchParams.get('method') ?? '').map((call) => call.params) });
    } else if (request.method === 'POST' && url.pathname === '/telegram-bot-api/pay') {
      answer = readJson(request).then((body) => {
        const { invoiceLink, user } = body as { invoiceLink: string; user: TestTelegramUser };
        return options.telegramBotApi.pay(invoiceLink, user);
      });
    } else if (request.method === 'POST' && url.pathname === '/telegram-bot-api/send-update') {
      answer = readJson(request).then((body) => options.telegramBotApi.sendUpdate((body as { update: Record<string, unknown> }).update));
    }
    if (answer === null) {
      sendJson(response, 404, { error: `No harness endpoint at ${request.method ?? ''} ${url.pathname}` });
      return;
    }
    answer.then(
      (body) => {
        sendJson(response, 200, body);
      },
      (error: unknown) => {
        sendJson(response, 404, { error: error instanceof Error ? error.message : String(error) });
      },
    );
  });

  return listenLocally(server, options.port);
}

import { join } from 'node:path';
import { createTestAppStorePki } from '@site/testing/app-store';
import { localChainFromEnv } from '@site/testing/playwright';
import { startTestOidcProvider } from '@site/testing/oidc';
import { startTestSmtpServer } from '@site/testing/smtp';
import { startTestTelegramBotApi } from '@site/testing/telegram-bot-api';
import { startAnalyticsServer } from './analytics-server.ts';
import { startGameServer } from './game-server.ts';
import { gameServerEnv, testOidcClients, testTelegramBot, testTelegramStars } from './game-server-env.ts';
import { startHarnessServer } from './harness-server.ts';
import { startGamesHostServer } from './games-host-server.ts';
import { startPicturesServers } from './pictures-servers.ts';
import { makePgliteImage } from './pglite-image.ts';
import { analyticsPort, apiPort, harnessPort, playPort, sitePort } from './ports.mjs';
import { startStaticServer } from './static-server.ts';

const appRoot = join(import.meta.dirname, '..', '..');
const siteOrigin = `http://127.0.0.1:${sitePort}`;
const playOrigin = `http://127.0.0.1:${playPort}`;

/** `setWebhook` at the stand-in, as `site-api-admin telegram-set-webhook` does: it then sends Telegram's updates there. */
async function setTelegramWebhook(botApiUrl: string, webhookUrl: string): Promise<void> {
  const response = await fetch(`${botApiUrl}/bot${testTelegramBot.token}/setWebhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ url: webhookUrl, secret_token: testTelegramStars.webhookSecret }),
  });
  if (!response.ok) throw new Error(`setWebhook at the Bot API stand-in: ${await response.text()}`);
}

/**
 * Starts, once for the whole run: the local Google and Apple stand-ins (OpenID providers), the
 * local SMTP server, the Bot API stand-in (its webhook set to the site's), the real game server
 * (apps/api's build, on the local chain started before this setup), the site (test build) with
 * `/api` proxied to that server, the games' own origin (its `/play`), the PGlite image that game servers copy and the pictures' own game server and site (pictures-servers.ts), the analytics stand-in, and the harness endpoint the tests read
 * mail and Bot API calls from. The returned teardown stops them all.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  // What has started so far, stopped (newest first) when a later start fails: a server left running
  // would hold its port, and the next run would fail on it.
  const started: { close(): Promise<void> }[] = [];
  const track = <Server extends { close(): Promise<void> }>(server: Server): Server => {
    started.push(server);
    return server;
  };
  const callback = (provider: string): string[] => [`${siteOrigin}/api/auth/oidc/${provider}/callback`];
  let picturesServers: ReturnType<typeof startPicturesServers> | undefined;
  let image: ReturnType<typeof makePgliteImage> | undefined;
  try {
    const google = track(await startTestOidcProvider({ clients: [{ ...testOidcClients.google, redirectUris: callback('google') }] }));
    const apple = track(await startTestOidcProvider({ clients: [{ ...testOidcClients.apple, redirectUris: callback('apple'), tokenEndpointAuthMethod: 'client_secret_post' }] }));
    const smtp = track(await startTestSmtpServer());
    const appStore = createTestAppStorePki();
    // Telegram's Bot API for the bot the game server trusts (its invoices, the payment updates).
    const telegramBotApi = track(await startTestTelegramBotApi({ token: testTelegramBot.token }));

    // The run's PGlite image is migrated while the shared server, started before the image exists,
    // makes its own database from nothing on the other core; the pictures' own servers (pictures-servers.ts)
    // and every later game server copy the image (pglite-image.ts).
    image = makePgliteImage();
    picturesServers = image.then(() => startPicturesServers(smtp.url));
    const gameServer = track(
      await startGameServer({
        port: apiPort,
        logFile: join(appRoot, 'test-results', 'game-server.log'),
        env: gameServerEnv({
          siteOrigin,
          playOrigin,
          // localhost first: the passkeys' domain (WebAuthn needs a domain name, the site is on 127.0.0.1), browsed by passkeys.spec.ts.
          extraOrigins: [`http://localhost:${sitePort}`, `http://games.invalid:${sitePort}`],
          smtpUrl: smtp.url,
          chainRpcUrl: localChainFromEnv().rpcUrl,
          googleIssuer: google.issuer,
          appleIssuer: apple.issuer,
          appleIapRootPem: appStore.root.pem,
          telegramBotApiUrl: telegramBotApi.url,
        }),
      }),
    );
    const site = track(await startStaticServer({ root: join(appRoot, 'dist-e2e'), port: sitePort, apiTarget: gameServer.url }));
    const games = track(await startGamesHostServer({ port: playPort, apiTarget: gameServer.url }));
    const analytics = track(await startAnalyticsServer(analyticsPort));
    await setTelegramWebhook(telegramBotApi.url, `${siteOrigin}/api/telegram/webhook`);
    const harness = track(await startHarnessServer({ port: harnessPort, smtp, apple, appStore, telegramBotApi }));
    // For a test that starts a game server of its own whose mail the harness must read too.
    process.env.E2E_SMTP_URL = smtp.url;
    const pictures = track(await picturesServers);
    const removeImage = await image;

    return async () => {
      await Promise.all([site.close(), games.close(), analytics.close(), harness.close(), pictures.close()]);
      await gameServer.close();
      await Promise.all([google.close(), apple.close(), smtp.close(), telegramBotApi.close()]);
      await removeImage();
    };
  } catch (error) {
    if (picturesServers) await picturesServers.then((servers) => track(servers), () => undefined);
    for (const server of started.reverse()) await server.close().catch(() => undefined);
    if (image) await image.then((remove) => remove(), () => undefined);
    throw error;
  }
}

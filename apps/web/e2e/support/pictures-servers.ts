import { join } from 'node:path';
import { freePort } from './free-port.ts';
import { startGameServer } from './game-server.ts';
import { testAdminEmails } from './game-server-env.ts';
import { startStaticServer } from './static-server.ts';

const appRoot = join(import.meta.dirname, '..', '..');

/** Where the pictures' own site is, for the workers (set by the global setup). */
const picturesSiteVariable = 'E2E_PICTURES_SITE_URL';

/**
 * The game server and site of `/news` and `/admin`'s pictures (pictures-moderation.spec.ts): a
 * fresh in-memory database with only the seeded news, so the lists they show never hold what
 * other tests write. Started by the global setup while the shared game server starts, from the
 * run's migrated PGlite image (pglite-image.ts): a database takes a loaded machine tens of
 * seconds, paid once while the shared one starts, not in a test's start-up. Mail goes to the run's SMTP server, where the harness reads it.
 *
 * It is also the run's bare game server: no sign-in provider but e-mail and the wallet, no store
 * links. A test about what the site shows without those reads from it (app-pages.spec.ts,
 * sign-in-ways.spec.ts) and writes nothing there; each used to start a server of its own, whose
 * migrations took 37 s and 72 s of the last CI run (2026-12-02).
 */
export async function startPicturesServers(smtpUrl: string): Promise<{ close: () => Promise<void> }> {
  const port = await freePort();
  const site = await startStaticServer({ root: join(appRoot, 'dist-e2e'), apiTarget: `http://127.0.0.1:${String(port)}` });
  const gameServer = await startGameServer({
    port,
    logFile: join(appRoot, 'test-results', 'game-server-pictures.log'),
    env: {
      NODE_ENV: 'production',
      DATA_DIR: 'memory://',
      PUBLIC_ORIGIN: site.url,
      SMTP_URL: smtpUrl,
      MAIL_FROM: 'Core Games <no-reply@core-games.test>',
      BOOTSTRAP_ADMINS: testAdminEmails.pictures,
      STREAK_REWARD_FIRST: '0',
      STREAK_REWARD_STEP: '0',
    },
  }).catch(async (error: unknown) => {
    await site.close();
    throw error;
  });
  process.env[picturesSiteVariable] = site.url;
  return {
    close: async () => {
      await site.close();
      await gameServer.close();
    },
  };
}

/** The pictures' own site's URL, in a test. */
export function picturesSiteUrl(): string {
  const url = process.env[picturesSiteVariable];
  if (!url) throw new Error(`${picturesSiteVariable} is not set: the global setup starts the pictures' own site.`);
  return url;
}

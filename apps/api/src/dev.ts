import { join } from 'node:path';
import { ConfigError, loadConfig } from './config/load-config.ts';
import type { JobsConfig } from './config/jobs-config.ts';
import { listenForGames } from './dev/games-listener.ts';
import { developmentDefaults } from './dev/development-defaults.ts';
import { startLocalMail } from './dev/local-mail.ts';
import { offerStarterQuests } from './quests/starter-quests.ts';
import { startServer } from './start-server.ts';

/** `npm start`'s server (`tsx watch src/dev.ts`): the embedded database on disk, on 127.0.0.1:8787. */
async function dev(): Promise<void> {
  let config;
  try {
    config = loadConfig({ ...developmentDefaults(process.env), ...process.env });
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(2);
    }
    throw error;
  }

  const print = (text: string): void => void process.stdout.write(`${text}\n`);
  const localMail = config.smtpUrl ? null : await startLocalMail(config.mailFrom, print);
  const server = await startServer(config, localMail ? { mailer: localMail.mailer } : {});
  const starterQuests = await offerStarterQuests(server.ctx.db, server.ctx.now());
  const games = await listenForGames(server.app, config.play.origin, config.host);
  const api = `http://${config.host === '0.0.0.0' ? '127.0.0.1' : config.host}:${new URL(server.url).port}`;
  const database = config.databaseUrl ? `PostgreSQL at ${withoutPassword(config.databaseUrl)}` : `PGlite in ${config.dataDir.startsWith('memory://') ? 'memory' : join(config.dataDir, 'pglite')}`;
  const applied = (await server.ctx.db.query<{ count: bigint }>('SELECT count(*) AS count FROM schema_migrations'))[0]?.count ?? 0n;
  process.stdout.write(
    [
      '',
      `  API       ${api}/api/  (health ${api}/api/health, ready ${api}/api/ready, OpenAPI ${api}/api/openapi.json)`,
      `  Site      ${config.publicOrigin}/  (Vite proxies /api here)`,
      `  Games     ${config.play.origin}/play/  (their own origin: ${games ? 'this server listens there too' : 'a proxy in front serves it'})`,
      `  Data      ${database}, ${applied} migration(s) applied`,
      `  Mail      ${localMail ? `local SMTP server at ${localMail.url}; every message is printed here` : `SMTP at ${withoutPassword(config.smtpUrl ?? '')}`}`,
      `  Jobs      ${jobsLine(config.jobs)}`,
      `  Quests    ${starterQuests > 0 ? `the ${starterQuests} seeded daily quests turned on (a fresh pool); edit them in /admin` : 'the pool as staff left it (/admin)'}`,
      '',
      '',
    ].join('\n'),
  );

  let closing = false;
  const shutdown = (): void => {
    if (closing) return;
    closing = true;
    // Close the embedded database cleanly before `tsx watch` restarts us or the terminal stops us.
    games?.closeAllConnections();
    games?.close();
    void server
      .close()
      .then(() => localMail?.stop())
      .then(
        () => process.exit(0),
        () => process.exit(1),
      );
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

function withoutPassword(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.href;
}

/** Where submitted versions get inspected, so a maker running the site knows whether their reports will come. */
function jobsLine(jobs: JobsConfig): string {
  if (!jobs.worker) return 'no worker in this process (JOB_WORKER=false): run dist/worker.js beside it';
  if (jobs.chromiumPath === null) return 'worker in this process; no Chromium found (set CHROMIUM_PATH): inspections are marked "not run"';
  return `worker in this process; submitted versions inspected with ${jobs.chromiumPath}`;
}

await dev();

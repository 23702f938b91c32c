import { ConfigError, loadConfig } from './config/load-config.ts';
import { databaseUnreachableMessage } from './db/database-unreachable.ts';
import { describeStores } from './ops/describe-stores.ts';
import { serverClocks, type ServerContext } from './context.ts';
import { migrate } from './db/migrate.ts';
import { openPostgresDatabase } from './db/postgres-database.ts';
import { InFlightWork } from './in-flight-work.ts';
import { createMailer } from './mail/mailer.ts';
import { startSiteJobWorker } from './start-job-worker.ts';
import { openFileStorage } from './storage/open-file-storage.ts';

/**
 * A worker on its own: `node dist/worker.js`, configured like the server (the same DATABASE_URL
 * and FILES_DIR), works on the job queue and serves nothing. Run as many as the queue needs, and
 * the API processes with JOB_WORKER=false. PostgreSQL only: an embedded database belongs to the
 * one server process, which runs its worker itself.
 */
async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
    if (!config.databaseUrl) throw new ConfigError(['DATABASE_URL: a worker process needs PostgreSQL (on the embedded database the server runs its own worker)']);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(2);
    }
    throw error;
  }
  const db = openPostgresDatabase(config.databaseUrl, { maxConnections: 3 });
  await migrate(db).catch((error: unknown) => {
    const unreachable = databaseUnreachableMessage(error, config.databaseUrl);
    if (unreachable === null) throw error;
    console.error(unreachable);
    process.exit(1);
  });
  const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, log: (message) => process.stderr.write(`${message}\n`) });
  const ctx: ServerContext = { config, db, mailer, storage: await openFileStorage(config), inFlight: new InFlightWork(), ...serverClocks(config) };
  const log = {
    error: (details: { err?: unknown }, message: string) => {
      console.error(JSON.stringify({ level: 'error', msg: message, err: errorText(details.err) }));
    },
  };
  const worker = await startSiteJobWorker(ctx, log);
  console.error(JSON.stringify({ level: 'info', msg: 'worker started', chromium: config.jobs.chromiumPath, ...describeStores(config) }));
  let stopping = false;
  const stop = (): void => {
    if (stopping) return;
    stopping = true;
    void worker
      .stop()
      .then(() => db.close())
      .then(() => process.exit(0), () => process.exit(1));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

/**
 * pg-boss reports a worker's error (a job's completion lost with the database, say) as a plain
 * copy of it, `{ ...error, message, stack, queue, worker }`, whose String() is "[object Object]".
 */
function errorText(error: unknown): string {
  if (typeof error === 'object' && error !== null && 'message' in error && typeof error.message === 'string') return error.message;
  return String(error);
}

await main();

import type { FastifyInstance } from 'fastify';
import { listenForAdminCommands, type AdminChannel } from './admin/admin-socket.ts';
import { buildApp, type LogDestination } from './app.ts';
import type { Config } from './config/config.ts';
import { serverClocks, type ServerContext } from './context.ts';
import type { Database } from './db/database.ts';
import { migrate } from './db/migrate.ts';
import { openDatabase } from './db/open-database.ts';
import { openPostgresDatabase } from './db/postgres-database.ts';
import { replicaWithFallback } from './db/replica-reads.ts';
import { seedLevelsFiles } from './games/seed-levels-files.ts';
import { InFlightWork } from './in-flight-work.ts';
import { ShutdownDrain } from './shutdown-drain.ts';
import { createMailer, type Mailer } from './mail/mailer.ts';
import type { FileStorage } from './storage/file-storage.ts';
import { describeStores } from './ops/describe-stores.ts';
import { openFileStorage } from './storage/open-file-storage.ts';
import { startSiteJobWorker } from './start-job-worker.ts';

export interface RunningServer {
  app: FastifyInstance;
  ctx: ServerContext;
  /** `http://host:port` it listens on. */
  url: string;
  /**
   * Drains first when SHUTDOWN_DRAIN_SECONDS is set (src/shutdown-drain.ts), then stops accepting
   * requests, waits for the work under way (requests whose client has left included, and mail
   * sent in the background), then closes the mailer and the database. Calling it again returns
   * the same promise; `endDrain` cuts a drain under way short.
   */
  close(): Promise<void>;
  endDrain(): void;
}

export interface StartServerOptions {
  db?: Database;
  now?: () => Date;
  mailer?: Mailer;
  storage?: FileStorage;
  logStream?: LogDestination;
  /** Adds to the app before it listens (the tests' check of every reply's status). */
  configure?: (app: FastifyInstance) => void;
}

/** Opens the database, applies migrations, builds the app and listens. Used by main.ts, dev.ts and the tests. */
export async function startServer(config: Config, options: StartServerOptions = {}): Promise<RunningServer> {
  const db = options.db ?? (await openDatabase(config));
  await migrate(db);
  // The replica's fallbacks are logged by the app, built once the context (which reads through it) exists.
  const replicaFallback = { log: (_error: Error): void => undefined };
  const mailer = options.mailer ?? createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, log: (message) => process.stderr.write(`${message}\n`) });
  const storage = options.storage ?? (await openFileStorage(config));
  const replica = config.databaseReplicaUrl === null ? undefined : openPostgresDatabase(config.databaseReplicaUrl, { connectTimeoutMs: 2_000 });
  const publicReads = replica
    ? replicaWithFallback(replica, db, (error) => {
        replicaFallback.log(error);
      })
    : undefined;
  const ctx: ServerContext = { config, db, ...(publicReads ? { publicReads } : {}), mailer, storage, inFlight: new InFlightWork(), shutdown: new ShutdownDrain(), ...(options.now ? { now: options.now } : serverClocks(config)) };
  const app = await buildApp(ctx, options.logStream ? { logStream: options.logStream } : {});
  replicaFallback.log = (error) => {
    app.log.warn({ err: error.message }, 'the replica cannot be reached: a public list read from the primary');
  };
  options.configure?.(app);
  // Migration 009 publishes Levels v1; its files come from the game's build (apps/levels-game).
  const levels = await seedLevelsFiles(storage);
  if (levels === 'no-build') app.log.warn('Levels is published but apps/levels-game is not built: /play/levels/1/ answers 404 until it is (pnpm --filter @site/levels-game build) and the server restarts.');
  else if (levels === 'seeded') app.log.info('copied the Levels build to games/levels/1/');
  const url = await app.listen({ host: config.host, port: config.port });
  app.log.info(describeStores(config), 'where this process keeps its data');
  // The embedded database is this process's alone: the admin command runs its commands here.
  const adminChannel: AdminChannel | null = config.databaseUrl || config.dataDir.startsWith('memory://') || options.db ? null : await listenForAdminCommands(db, config);
  if (adminChannel?.path === null) app.log.warn(`site-api-admin cannot reach this server (${adminChannel.reason}): stop it to run the command.`);
  // JOB_WORKER: this process also works on the job queue (the inspections of submitted versions).
  const worker = config.jobs.worker ? await startSiteJobWorker(ctx, app.log) : null;
  if (worker && config.jobs.chromiumPath === null) app.log.warn('No Chromium found (set CHROMIUM_PATH): inspections of submitted versions are marked "not run".');
  let closing: Promise<void> | null = null;
  const closeInOrder = async (): Promise<void> => {
    await ctx.shutdown?.run(config.shutdownDrainSeconds);
    if (adminChannel?.path) await adminChannel.close();
    await app.close();
    await worker?.stop();
    await ctx.inFlight.settled();
    mailer.close();
    await db.close();
    await replica?.close();
  };
  return {
    app,
    ctx,
    url,
    close: () => (closing ??= closeInOrder()),
    endDrain: () => {
      ctx.shutdown?.endNow();
    },
  };
}

import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import type { Config } from './config/config.ts';
import type { ServerContext } from './context.ts';
import type { Database } from './db/database.ts';
import { migrate } from './db/migrate.ts';
import { openDatabase } from './db/open-database.ts';
import { createMailer, type Mailer } from './mail/mailer.ts';

export interface RunningServer {
  app: FastifyInstance;
  ctx: ServerContext;
  /** `http://host:port` it listens on. */
  url: string;
  close(): Promise<void>;
}

/** Opens the database, applies migrations, builds the app and listens. Used by main.ts, dev.ts and the tests. */
export async function startServer(config: Config, options: { db?: Database; now?: () => Date; mailer?: Mailer } = {}): Promise<RunningServer> {
  const db = options.db ?? (await openDatabase(config));
  await migrate(db);
  const mailer = options.mailer ?? createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, log: (message) => process.stderr.write(`${message}\n`) });
  const ctx: ServerContext = { config, db, mailer, now: options.now ?? (() => new Date()) };
  const app = await buildApp(ctx);
  const url = await app.listen({ host: config.host, port: config.port });
  return {
    app,
    ctx,
    url,
    async close() {
      await app.close();
      mailer.close();
      await db.close();
    },
  };
}

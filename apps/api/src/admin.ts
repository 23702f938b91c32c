#!/usr/bin/env node
import { AdminUsageError, adminUsage, parseAdminCommand, runAdminCommand } from './admin/admin-command.ts';
import { runInRunningServer } from './admin/admin-socket.ts';
import { embeddedServerRunning } from './admin/embedded-server-running.ts';
import { ConfigError, loadConfig } from './config/load-config.ts';
import { migrate } from './db/migrate.ts';
import { openDatabase } from './db/open-database.ts';
import { setBotWebhook } from './telegram-bot/set-bot-webhook.ts';

/** `site-api-admin` (`pnpm --filter @site/api admin …`): roles on the server's own database (adminUsage). */
async function admin(argv: readonly string[]): Promise<number> {
  const io = { out: (line: string) => process.stdout.write(`${line}\n`), err: (line: string) => process.stderr.write(`${line}\n`) };
  let command;
  let config;
  try {
    command = parseAdminCommand(argv);
    config = loadConfig();
  } catch (error) {
    if (error instanceof AdminUsageError) {
      io.err(`${error.message}\n\n${adminUsage}`);
      return 2;
    }
    if (error instanceof ConfigError) {
      io.err(error.message);
      return 2;
    }
    throw error;
  }
  if (command.name === 'help') {
    io.out(adminUsage);
    return 0;
  }
  if (command.name === 'telegram-set-webhook') {
    try {
      io.out(await setBotWebhook(config));
      return 0;
    } catch (error) {
      io.err((error as Error).message);
      return 1;
    }
  }
  if (!config.databaseUrl) {
    // A server holding the embedded database runs the command for us (admin/admin-socket.ts).
    const code = await runInRunningServer(config.dataDir, argv, io);
    if (code !== null) return code;
    if (await embeddedServerRunning(config)) {
      io.err(`A server is running on ${config.host}:${config.port} without the admin socket in ${config.dataDir}, and the embedded database belongs to one process at a time: stop the server first.`);
      return 1;
    }
  }
  const db = await openDatabase(config);
  try {
    await migrate(db);
    return await runAdminCommand(command, db, io, config);
  } finally {
    await db.close();
  }
}

process.exitCode = await admin(process.argv.slice(2));

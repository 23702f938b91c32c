import cluster from 'node:cluster';
import { ConfigError, loadConfig } from './config/load-config.ts';
import { databaseUnreachableMessage } from './db/database-unreachable.ts';
import { runClusterPrimary } from './start-cluster.ts';
import { startServer } from './start-server.ts';

/**
 * Production entry: `node dist/main.js`, configured by environment variables (README); with
 * CLUSTER_WORKERS above 1, the primary of that many copies of itself on one port.
 */
async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(2);
    }
    throw error;
  }
  // Started by a parent over an IPC channel (the tests and `pnpm rehearse`, src/test-support/api-process.ts):
  // the channel's end is the parent's, even by a signal, and stops this server as SIGTERM would.
  // A cluster's workers are the primary's: Node ends them with it.
  if (cluster.isPrimary) {
    process.once('disconnect', () => {
      process.kill(process.pid, 'SIGTERM');
    });
  }
  if (config.clusterWorkers > 1 && cluster.isPrimary) {
    runClusterPrimary(config);
    return;
  }
  const server = await startServer(config).catch((error: unknown) => {
    // A database that is down or refuses the login: said in a line that names DATABASE_URL.
    const unreachable = databaseUnreachableMessage(error, config.databaseUrl);
    if (unreachable === null) throw error;
    console.error(unreachable);
    process.exit(1);
  });
  let closing = false;
  const shutdown = (signal: string): void => {
    if (closing) {
      server.endDrain();
      return;
    }
    closing = true;
    server.app.log.info({ signal }, 'shutting down');
    void server.close().then(() => process.exit(0), () => process.exit(1));
  };
  process.on('SIGINT', () => {
    shutdown('SIGINT');
  });
  process.on('SIGTERM', () => {
    shutdown('SIGTERM');
  });
}

await main();

import cluster, { type Worker } from 'node:cluster';
import type { Config } from './config/config.ts';

/**
 * One JSON line on stdout, in the shape of the workers' own log lines (pino's). The primary says
 * little (its workers are listening, one was replaced), so it says it at any LOG_LEVEL but `silent`.
 */
function log(config: Config, level: 30 | 40 | 50, message: string, fields: Record<string, unknown> = {}): void {
  if (config.logLevel !== 'silent') process.stdout.write(`${JSON.stringify({ level, time: Date.now(), pid: process.pid, role: 'cluster-primary', msg: message, ...fields })}\n`);
}

/**
 * The primary of `CLUSTER_WORKERS` (docs/api/processes-and-machines.md): forks that many
 * copies of this entry, which all listen on the one HOST:PORT (the primary hands out the
 * connections in turn), and serves nothing itself. A worker that dies after it was listening is
 * replaced; one that dies before (a bad configuration, the database away at start-up) stops the
 * whole server, as a single process would stop. SIGTERM or SIGINT is passed on, and the primary
 * exits once every worker has finished its requests and closed.
 */
export function runClusterPrimary(config: Config): void {
  let stopping = false;
  let exitCode = 0;
  let allListening = false;
  const started = new Set<Worker>();
  const fork = (): void => {
    const worker = cluster.fork();
    worker.once('listening', (address) => {
      started.add(worker);
      const pid = worker.process.pid;
      if (allListening) log(config, 30, 'a new worker is listening', { worker: pid });
      else if (started.size === config.clusterWorkers) {
        // Said once, when all have started: a deployment (or the load bench) knows the whole server is up.
        allListening = true;
        log(config, 30, `${config.clusterWorkers} workers listening`, { workers: [...started].map((each) => each.process.pid), port: address.port });
      }
    });
  };

  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(exitCode);
      return;
    }
    if (!started.has(worker)) {
      log(config, 50, 'a worker stopped before it was listening: stopping the server', { code, signal });
      stop(1);
      return;
    }
    started.delete(worker);
    log(config, 40, 'a worker stopped: starting another', { worker: worker.process.pid, code, signal });
    fork();
  });

  const stop = (code: number): void => {
    if (stopping) return;
    stopping = true;
    exitCode = code;
    const workers = Object.values(cluster.workers ?? {}).filter((worker): worker is Worker => worker !== undefined);
    if (workers.length === 0) process.exit(exitCode);
    for (const worker of workers) worker.process.kill('SIGTERM');
  };
  process.on('SIGTERM', () => {
    stop(0);
  });
  process.on('SIGINT', () => {
    stop(0);
  });

  for (let count = 0; count < config.clusterWorkers; count += 1) fork();
}

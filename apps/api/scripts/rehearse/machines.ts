import { join } from 'node:path';
import { startApiProcess, type ApiProcess } from '../../src/test-support/api-process.ts';
import { builtEntry } from '../../src/test-support/built-entry.ts';
import { startProcess, type Started } from './child-processes.ts';

export interface Machine {
  name: string;
  host: string;
  port: number;
  url: string;
  process: ApiProcess;
  /** Starts the machine again and resolves once both its workers listen and it answers /api/ready. */
  start(): Promise<void>;
}

/**
 * One API machine of the drawing: `dist/main.js` with CLUSTER_WORKERS=2 on its own loopback address
 * (the same port on each, as machines behind a balancer), serving only (JOB_WORKER=false).
 */
export async function startMachine(name: string, host: string, port: number, env: Record<string, string>): Promise<Machine> {
  // The balancer takes a failing machine out within 1.5 s (two checks 500 ms apart): a drain of 3 s covers it.
  const machineEnv = { ...env, CLUSTER_WORKERS: '2', JOB_WORKER: 'false', TRUST_PROXY: '1', LOG_LEVEL: 'warn', SHUTDOWN_DRAIN_SECONDS: '3' };
  const process = await startApiProcess({ env: machineEnv, host, port, readyTimeoutMs: 180_000 });
  // The cluster's primary says so once, with its own pid: the line of this start, not of an earlier one.
  const bothWorkers = async (): Promise<void> => {
    const deadline = Date.now() + 180_000;
    while (!process.output().includes(`"pid":${process.pid},"role":"cluster-primary","msg":"2 workers listening"`)) {
      if (Date.now() > deadline) throw new Error(`${name}: its two workers did not listen within 180 s:\n${process.output().slice(-3000)}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  await bothWorkers();
  return {
    name,
    host,
    port,
    url: process.url,
    process,
    async start() {
      await process.start();
      await bothWorkers();
    },
  };
}

/** The job worker of the drawing: `dist/worker.js` alone, on the same database and bucket. */
export async function startJobWorker(env: Record<string, string>): Promise<Started> {
  const worker = startProcess(process.execPath, [builtEntry('worker')], { cwd: join(import.meta.dirname, '..', '..'), env: { ...process.env, ...env, LOG_LEVEL: 'warn' } });
  await worker.waitFor(/"msg":"worker started"/, { timeoutMs: 120_000 });
  return worker;
}

import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it, onTestFailed } from 'vitest';
import { loadConfig } from './config/load-config.ts';
import { startApiProcess, type ApiProcess } from './test-support/api-process.ts';
import { createPostgresTestDatabase } from './test-support/test-database.ts';

const folder = mkdtempSync(join(tmpdir(), 'api-cluster-'));
let server: ApiProcess | undefined;
afterAll(async () => {
  await server?.kill('SIGKILL');
  rmSync(folder, { recursive: true, force: true });
});

/** The primary's JSON line saying `message`, once it has printed it. */
async function primaryLine(server: ApiProcess, message: string): Promise<{ workers?: number[]; worker?: number }> {
  return JSON.parse(await server.waitForLine(new RegExp(`"role":"cluster-primary","msg":"${message}"`))) as { workers?: number[]; worker?: number };
}

const isRunning = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

it('reads CLUSTER_WORKERS: one process unless asked, one per core for auto, several only on PostgreSQL', () => {
  const postgres = { DATABASE_URL: 'postgres://site@127.0.0.1/site' };
  expect(loadConfig({}).clusterWorkers).toBe(1);
  expect(loadConfig({ ...postgres, CLUSTER_WORKERS: '4' }).clusterWorkers).toBe(4);
  expect(loadConfig({ ...postgres, CLUSTER_WORKERS: 'auto' }).clusterWorkers).toBe(availableParallelism());
  expect(() => loadConfig({ CLUSTER_WORKERS: '2' })).toThrow(/CLUSTER_WORKERS: several processes need DATABASE_URL/);
  expect(() => loadConfig({ ...postgres, CLUSTER_WORKERS: 'many' })).toThrow(/CLUSTER_WORKERS: must be a whole number from 1 to 256/);
});

it('runs CLUSTER_WORKERS workers on one port, starts another when one dies, and stops them all on SIGTERM', { timeout: 300_000 }, async () => {
  onTestFailed(() => {
    if (server) console.error(`API process ${server.url}:\n${server.output()}`);
  });
  server = await startApiProcess({ env: { DATABASE_URL: await createPostgresTestDatabase(), DATA_DIR: folder, JOB_WORKER: 'false', CLUSTER_WORKERS: '2' } });
  const { workers = [] } = await primaryLine(server, '2 workers listening');
  expect(workers).toHaveLength(2);
  const [first, second] = workers as [number, number];
  expect((await fetch(`${server.url}/api/ready`)).status).toBe(200);

  // A worker killed: the other goes on serving while the primary starts another (not awaited: a
  // worker's start-up is most of this test's time on a loaded machine).
  process.kill(first, 'SIGKILL');
  expect((await primaryLine(server, 'a worker stopped: starting another')).worker).toBe(first);
  for (let request = 0; request < 4; request += 1) expect((await fetch(`${server.url}/api/ready`)).status).toBe(200);

  await server.kill('SIGTERM');
  expect(isRunning(second)).toBe(false);
});

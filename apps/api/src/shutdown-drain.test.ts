import { request, Agent } from 'node:http';
import { afterAll, expect, it, onTestFailed } from 'vitest';
import { loadConfig } from './config/load-config.ts';
import { startApiProcess, type ApiProcess } from './test-support/api-process.ts';
import { createPostgresTestDatabase } from './test-support/test-database.ts';

/**
 * A copy of the run's migrated template in its PostgreSQL for each process: an in-memory PGlite
 * (DATA_DIR=memory://) was created from nothing at each start, most of this file's time.
 */
const databaseEnv = async () => ({ DATABASE_URL: await createPostgresTestDatabase(), DATA_DIR: 'memory://', FILES_DIR: 'memory://', JOB_WORKER: 'false' });

let server: ApiProcess | undefined;
afterAll(async () => {
  await server?.kill('SIGKILL');
});

interface Answer {
  status: number;
  connection: string | undefined;
  body: string;
}

/** A GET on a kept-alive connection of `agent`, with the answer's Connection header. */
function get(agent: Agent, url: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    request(url, { agent }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => {
        resolve({ status: response.statusCode ?? 0, connection: response.headers.connection, body });
      });
    })
      .on('error', reject)
      .end();
  });
}

it('reads SHUTDOWN_DRAIN_SECONDS: 0 unless set, at most 300', () => {
  expect(loadConfig({}).shutdownDrainSeconds).toBe(0);
  expect(loadConfig({ SHUTDOWN_DRAIN_SECONDS: '5' }).shutdownDrainSeconds).toBe(5);
  expect(() => loadConfig({ SHUTDOWN_DRAIN_SECONDS: '301' })).toThrow(/SHUTDOWN_DRAIN_SECONDS/);
});

it('on SIGTERM keeps answering while /api/ready says it is stopping and each answer closes its connection; a second signal ends it', { timeout: 300_000 }, async () => {
  onTestFailed(() => {
    if (server) console.error(`API process ${server.url}:\n${server.output()}`);
  });
  // The drain is long on purpose: the test ends it with the second signal once it has seen it.
  server = await startApiProcess({ env: { ...(await databaseEnv()), SHUTDOWN_DRAIN_SECONDS: '300' } });
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const before = await get(agent, `${server.url}/api/ready`);
  expect(before.status).toBe(200);
  expect(before.connection).toBe('keep-alive');

  const pid = server.pid;
  if (pid === null) throw new Error('the API process has no pid');
  process.kill(pid, 'SIGTERM');
  let ready = await get(agent, `${server.url}/api/ready`);
  while (ready.status === 200) ready = await get(agent, `${server.url}/api/ready`);
  expect(ready.status).toBe(503);
  expect(JSON.parse(ready.body)).toMatchObject({ error: { code: 'service_unavailable', message: 'This server is stopping: its requests go to the others.' } });
  expect(ready.connection).toBe('close');

  // Draining is not refusing: the requests that still come are answered, each on its last use of its connection.
  const games = await get(agent, `${server.url}/api/games`);
  expect(games.status).toBe(200);
  expect(games.connection).toBe('close');
  expect(server.running).toBe(true);

  await server.kill('SIGTERM');
  expect(server.running).toBe(false);
  await expect(get(new Agent(), `${server.url}/api/health`)).rejects.toThrow(/ECONNREFUSED/);
  agent.destroy();
});

it('stops as on SIGTERM when the parent that started it is gone (its IPC channel closed), so a test or rehearsal killed by a signal leaves no server behind', { timeout: 300_000 }, async () => {
  const orphan = await startApiProcess({ env: { ...(await databaseEnv()), LOG_LEVEL: 'info' } });
  try {
    await orphan.disconnect();
    expect(orphan.running).toBe(false);
    expect(orphan.output()).toMatch(/"signal":"SIGTERM","msg":"shutting down"/);
  } finally {
    await orphan.kill('SIGKILL');
  }
});

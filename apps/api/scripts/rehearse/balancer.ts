import { writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { startProcess, type Started } from './child-processes.ts';

export interface Backend {
  name: string;
  host: string;
  port: number;
}

export interface Balancer {
  url: string;
  /** Resolves once the balancer's health check says the machine is up (or down). */
  waitFor(name: string, state: 'UP' | 'DOWN', timeoutMs?: number): Promise<void>;
  stop(): Promise<void>;
}

/**
 * HAProxy (Debian's package) as the load balancer of docs/api/processes-and-machines.md's drawing: round robin, no
 * stickiness, GET /api/ready every 500 ms (two failures take a machine out, two passes bring it
 * back), a refused connection tried again on another machine, X-Forwarded-For for the API's
 * TRUST_PROXY, and its runtime socket, read for each machine's state. A machine leaves by itself:
 * on SIGTERM its readiness check fails while it drains (SHUTDOWN_DRAIN_SECONDS).
 */
export async function startBalancer(dir: string, listen: { host: string; port: number }, backends: readonly Backend[]): Promise<Balancer> {
  const socket = join(dir, 'haproxy.sock');
  const config = join(dir, 'haproxy.cfg');
  writeFileSync(
    config,
    `global
  maxconn 4096
  nbthread 1
  stats socket ${socket} mode 600 level admin

defaults
  mode http
  timeout connect 2s
  timeout client 60s
  timeout server 60s
  timeout http-keep-alive 10s
  retries 3
  option redispatch 1
  retry-on conn-failure

frontend site
  bind ${listen.host}:${listen.port}
  option forwardfor
  default_backend api

backend api
  balance roundrobin
  option httpchk GET /api/ready
  http-check expect status 200
  default-server check inter 500ms fall 2 rise 2
${backends.map((backend) => `  server ${backend.name} ${backend.host}:${backend.port}`).join('\n')}
`,
  );
  const haproxy: Started = startProcess('haproxy', ['-f', config, '-db']);
  const command = (line: string): Promise<string> =>
    new Promise((resolve, reject) => {
      const client = connect(socket);
      let answer = '';
      client.on('data', (chunk) => {
        answer += chunk.toString('utf8');
      });
      client.on('end', () => {
        resolve(answer);
      });
      client.on('error', reject);
      client.end(`${line}\n`);
    });
  /** `show stat` as the api backend's servers: name → status (UP, DOWN, "UP 1/2" on the way…). */
  const servers = async (): Promise<Map<string, string>> => {
    const lines = (await command('show stat')).split('\n');
    const header = (lines[0] ?? '').replace(/^# /, '').split(',');
    const column = (name: string): number => header.indexOf(name);
    const rows = new Map<string, string>();
    for (const line of lines.slice(1)) {
      const fields = line.split(',');
      if (fields[column('pxname')] !== 'api' || fields[column('svname')] === 'BACKEND') continue;
      rows.set(fields[column('svname')] ?? '', fields[column('status')] ?? '');
    }
    return rows;
  };
  const waitFor = async (name: string, state: 'UP' | 'DOWN', timeoutMs = 90_000): Promise<void> => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const status = (await servers()).get(name) ?? '';
      // "UP 1/2" is up with one check failed, "DOWN 1/2" down with one passed: neither has moved yet.
      if (state === 'UP' ? /^UP$/.test(status) : /^DOWN$/.test(status)) return;
      if (Date.now() > deadline) throw new Error(`HAProxy did not see ${name} ${state} within ${timeoutMs} ms (it says ${status}).`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  const deadline = Date.now() + 20_000;
  for (;;) {
    const ready = await servers().catch(() => null);
    if (ready && ready.size === backends.length) break;
    if (!haproxy.running || Date.now() > deadline) throw new Error(`HAProxy did not start:\n${haproxy.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url: `http://${listen.host}:${listen.port}`,
    waitFor,
    stop: () => haproxy.stop('SIGTERM', 5_000),
  };
}

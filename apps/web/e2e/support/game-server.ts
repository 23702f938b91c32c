import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';

/** apps/api's production build, made by `pnpm --filter @site/api build` (e2e/scripts/build-e2e.mjs runs it). */
export const gameServerEntry = join(import.meta.dirname, '..', '..', '..', 'api', 'dist', 'main.js');

export interface GameServer {
  url: string;
  close(): Promise<void>;
}

/**
 * Starts the real game server (`node apps/api/dist/main.js`) as a child process on 127.0.0.1,
 * configured by `env`, with its output in `logFile` (read it when a test fails). Resolves once
 * it listens and `/api/ready` says the database is migrated; rejects with the log's end if it exits first.
 */
export async function startGameServer(options: { port: number; env: Record<string, string>; logFile: string }): Promise<GameServer> {
  if (!existsSync(gameServerEntry)) {
    throw new Error(`The game server is not built (${gameServerEntry}): run \`pnpm --filter @site/api build\` or node e2e/scripts/build-e2e.mjs.`);
  }
  mkdirSync(dirname(options.logFile), { recursive: true });
  const log = createWriteStream(options.logFile);
  const url = `http://127.0.0.1:${options.port}`;
  const child = spawn(process.execPath, [gameServerEntry], {
    env: { PATH: process.env.PATH ?? '', ...options.env, HOST: '127.0.0.1', PORT: String(options.port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const tail: string[] = [];
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));

  // Fastify logs one JSON line when it listens: wait for that line, not for a time.
  const listening = new Promise<void>((resolve, reject) => {
    const watch = (stream: NodeJS.ReadableStream): void => {
      createInterface({ input: stream }).on('line', (line) => {
        log.write(`${line}\n`);
        tail.push(line);
        if (tail.length > 40) tail.shift();
        if (line.includes('Server listening at')) resolve();
      });
    };
    watch(child.stdout);
    watch(child.stderr);
    void exited.then((code) => {
      reject(new Error(`The game server exited (code ${String(code)}) before listening. Its last lines (${options.logFile}):\n${tail.join('\n')}`));
    });
  });

  const stop = async (): Promise<void> => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
    await new Promise<void>((resolve) => log.end(resolve));
  };

  try {
    await listening;
    const ready = await fetch(`${url}/api/ready`);
    if (ready.status !== 200) throw new Error(`The game server is not ready: /api/ready answered ${ready.status} ${await ready.text()}`);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, close: stop };
}

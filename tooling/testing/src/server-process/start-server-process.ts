import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname } from 'node:path';
import { createInterface } from 'node:readline';

export interface ServerProcessOptions {
  /** The server's Node entry file, e.g. apps/api's build `dist/main.js`. */
  entry: string;
  /** What to say when `entry` does not exist, e.g. the command that builds it. */
  missingEntryHint?: string;
  /** The child's environment. PATH is added when missing; HOST and PORT are always set. */
  env?: NodeJS.ProcessEnv;
  /** Defaults to a free port on 127.0.0.1. */
  port?: number;
  /** The path that answers 200 once the server can take requests (default `/api/ready`). */
  readyPath?: string;
  /** A file that receives everything the server prints (read it when a test fails). */
  logFile?: string;
}

export interface ServerProcess {
  /** `http://127.0.0.1:<port>` */
  url: string;
  port: number;
  /** Ends the server (SIGTERM) and resolves once it has exited and its log is written. */
  close(): Promise<void>;
}

const linesKept = 40;

/** Listens on 127.0.0.1:`port` (0: any free one) and closes at once; resolves with the port it had. */
function probePort(port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(port, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => {
        if (typeof address === 'object' && address) resolve(address.port);
        else reject(new Error('The probe socket has no port.'));
      });
    });
  });
}

/** A port on 127.0.0.1 that nothing listens on right now. */
export function freePort(): Promise<number> {
  return probePort(0);
}

/**
 * Rejects when something already listens on 127.0.0.1:`port`. Its answers to the ready path would
 * pass for the new server's, which then exits on the taken port unseen: a game server left by a
 * killed end-to-end run once stood in for the next run's, and every test that waited for its mail
 * failed.
 */
async function assertPortFree(port: number): Promise<void> {
  await probePort(port).catch((error: unknown) => {
    if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    throw new Error(`127.0.0.1:${String(port)} is taken already, by a server left from an earlier run or another program, whose answers would pass for this one's: stop it, or use another port.`);
  });
}

/**
 * Starts a Node server in its own process on 127.0.0.1 (so that a benchmark or a browser test does
 * not share its event loop) and resolves once `readyPath` answers 200, asking again after each
 * refusal. Rejects with the server's last lines if it exits first, and at once when the port asked
 * for is taken.
 */
export async function startServerProcess(options: ServerProcessOptions): Promise<ServerProcess> {
  if (!existsSync(options.entry)) throw new Error(`The server is not built (${options.entry})${options.missingEntryHint ? `: ${options.missingEntryHint}` : '.'}`);
  if (options.port !== undefined) await assertPortFree(options.port);
  const port = options.port ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  if (options.logFile) mkdirSync(dirname(options.logFile), { recursive: true });
  const log = options.logFile ? createWriteStream(options.logFile) : null;
  const child = spawn(process.execPath, [options.entry], {
    env: { PATH: process.env.PATH ?? '', ...options.env, HOST: '127.0.0.1', PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const tail: string[] = [];
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => {
      log?.write(`${line}\n`);
      tail.push(line);
      if (tail.length > linesKept) tail.shift();
    });
  }
  // 'close', not 'exit': its output has been read to the end by then.
  const exited = new Promise<void>((resolve) => {
    child.once('close', () => {
      resolve();
    });
  });

  const close = async (): Promise<void> => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
    if (log) await new Promise<void>((resolve) => log.end(resolve));
  };

  const readyUrl = `${url}${options.readyPath ?? '/api/ready'}`;
  for (;;) {
    const answer = await Promise.race([
      fetch(readyUrl).then(
        async (response) => {
          await response.body?.cancel();
          return response.status;
        },
        () => null,
      ),
      exited.then(() => 'exited' as const),
    ]);
    if (answer === 200) return { url, port, close };
    if (answer === 'exited') {
      await close();
      throw new Error(`The server exited (code ${String(child.exitCode ?? child.signalCode)}) before it was ready. Its last lines${options.logFile ? ` (${options.logFile})` : ''}:\n${tail.join('\n')}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

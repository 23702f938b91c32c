import { chmodSync, mkdirSync, rmSync } from 'node:fs';
import { connect, createServer, type Server, type Socket } from 'node:net';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import type { Config } from '../config/config.ts';
import type { Database } from '../db/database.ts';
import { AdminUsageError, parseAdminCommand, runAdminCommand, type AdminOutput } from './admin-command.ts';

/**
 * The embedded PGlite folder belongs to one process, so while a server holds it the admin command
 * asks that server to run the command for it, over a Unix socket in a folder only the data
 * folder's owner may enter (mode 0700): whoever may read the database files may run admin
 * commands, and nobody else — the socket is a file, never reachable from the network.
 *
 * The exchange is JSON lines: the command sends `{"argv": [...]}`; the server answers with
 * `{"out": line}` and `{"err": line}` as the command prints, then `{"exit": code}`.
 */
export const adminSocketPath = (dataDir: string): string => join(dataDir, 'admin', 'admin.sock');

/** Longest path a Unix socket may have (sun_path is 108 bytes on Linux, 104 on macOS). */
const socketPathMax = 103;
/** A request is one short line; anything longer is not from our command. */
const requestMaxBytes = 16_384;

type Message = { out: string } | { err: string } | { exit: number };

/** Where the server listens, or why it does not. */
export type AdminChannel = { path: string; close(): Promise<void> } | { path: null; reason: string };

export async function listenForAdminCommands(db: Database, config: Config): Promise<AdminChannel> {
  const { dataDir } = config;
  const path = adminSocketPath(dataDir);
  if (Buffer.byteLength(path) > socketPathMax) return { path: null, reason: `the data folder's path is too long for a Unix socket (${path})` };
  const folder = join(dataDir, 'admin');
  mkdirSync(folder, { recursive: true, mode: 0o700 });
  chmodSync(folder, 0o700);
  // Only one process can hold the database, and it is this one: a socket left here is stale.
  rmSync(path, { force: true });
  const server = createServer((socket) => {
    serve(socket, db, config);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(path, () => {
      server.off('error', reject);
      resolve();
    });
  });
  chmodSync(path, 0o600);
  return { path, close: () => closeServer(server, path) };
}

function closeServer(server: Server, path: string): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => {
      rmSync(path, { force: true });
      resolve();
    });
  });
}

function serve(socket: Socket, db: Database, config: Config): void {
  const send = (message: Message): void => {
    if (!socket.destroyed) socket.write(`${JSON.stringify(message)}\n`);
  };
  let received = 0;
  socket.on('data', (chunk: Buffer) => {
    received += chunk.length;
    if (received > requestMaxBytes) socket.destroy();
  });
  socket.on('error', () => undefined);
  socket.setTimeout(30_000, () => socket.destroy());
  const lines = createInterface({ input: socket });
  // readline re-emits the socket's errors: a client gone is nothing to crash the server for.
  lines.on('error', () => undefined);
  lines.once('line', (line) => {
    lines.close();
    void answer(line, db, config, send).finally(() => socket.end());
  });
}

async function answer(line: string, db: Database, config: Config, send: (message: Message) => void): Promise<void> {
  const io: AdminOutput = { out: (text) => { send({ out: text }); }, err: (text) => { send({ err: text }); } };
  let argv: unknown;
  try {
    argv = (JSON.parse(line) as { argv?: unknown }).argv;
  } catch {
    argv = undefined;
  }
  if (!Array.isArray(argv) || !argv.every((value) => typeof value === 'string')) {
    io.err('The request is not {"argv": [strings]}.');
    send({ exit: 2 });
    return;
  }
  try {
    const command = parseAdminCommand(argv);
    if (command.name === 'help' || command.name === 'telegram-set-webhook') throw new AdminUsageError(`${command.name} is answered by the command itself.`);
    send({ exit: await runAdminCommand(command, db, io, config) });
  } catch (error) {
    io.err(error instanceof AdminUsageError ? error.message : `The server could not run it: ${(error as Error).message}`);
    send({ exit: error instanceof AdminUsageError ? 2 : 1 });
  }
}

/**
 * Runs `argv` in the server that holds the embedded database, printing what it prints; resolves
 * to the exit code, or to null when no server listens there (no socket, or a stale one).
 */
export function runInRunningServer(dataDir: string, argv: readonly string[], io: AdminOutput): Promise<number | null> {
  const path = adminSocketPath(dataDir);
  return new Promise((resolve, reject) => {
    const socket = connect(path);
    let connected = false;
    let exit: number | null = null;
    socket.once('connect', () => {
      connected = true;
      createInterface({ input: socket })
        .on('line', (line) => {
          const message = JSON.parse(line) as Message;
          if ('out' in message) io.out(message.out);
          else if ('err' in message) io.err(message.err);
          else exit = message.exit;
        })
        .on('error', () => undefined);
      socket.write(`${JSON.stringify({ argv })}\n`);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => {
      if (!connected && (error.code === 'ENOENT' || error.code === 'ECONNREFUSED')) resolve(null);
      else reject(error);
    });
    socket.once('close', () => {
      if (!connected) return;
      if (exit === null) reject(new Error(`The server at ${path} closed the connection without an answer.`));
      else resolve(exit);
    });
  });
}

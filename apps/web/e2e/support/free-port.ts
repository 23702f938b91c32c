import { createServer } from 'node:net';

/** A TCP port free on 127.0.0.1 right now, for a server a test starts of its own. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const { port } = server.address() as { port: number };
  await new Promise((closed) => server.close(closed));
  return port;
}

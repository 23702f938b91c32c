import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface LocalServer {
  /** `http://127.0.0.1:<port>`. */
  url: string;
  /** Closes the server and every connection still open to it (kept-alive ones too). */
  close: () => Promise<void>;
}

/**
 * Starts `server` on 127.0.0.1 (`port` 0: any free one) and gives its URL and its close. Node
 * closes an idle kept-alive connection after 5 s by default: a test's request sent on it at that
 * moment met a reset (ECONNRESET, seen once in CI), so idle connections here outlive any test.
 */
export async function listenLocally(server: Server, port = 0): Promise<LocalServer> {
  server.keepAliveTimeout = 120_000;
  server.headersTimeout = 121_000;
  await new Promise<void>((listening, failed) => {
    server.once('error', failed);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', failed);
      listening();
    });
  });
  const address = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${String(address.port)}`,
    close: () =>
      new Promise<void>((closed) => {
        server.closeAllConnections();
        server.close(() => {
          closed();
        });
      }),
  };
}

import { createServer } from 'node:http';
import { listenLocally } from './listen-locally.ts';
import { proxyTo, type RequestRecord } from './static-server.ts';

export interface GamesHostServer {
  /** The games' origin, `http://127.0.0.1:<port>` (the game server's PLAY_ORIGIN). */
  url: string;
  /** Every request it received, passed on or not. */
  requests(): readonly RequestRecord[];
  close(): Promise<void>;
}

/**
 * The games' own origin on 127.0.0.1, as a production proxy routes the games' host: `/play/*`
 * passed on to the game server with its Host (which tells the server it is the games' host, so it
 * serves nothing else there), anything else answered 404 here without reaching the game server.
 */
export async function startGamesHostServer(options: { apiTarget: string; port?: number }): Promise<GamesHostServer> {
  const log: RequestRecord[] = [];
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://127.0.0.1').pathname;
    if (path.startsWith('/play/')) {
      response.on('finish', () => log.push({ path, status: response.statusCode, time: Date.now() }));
      proxyTo(options.apiTarget, request, response);
      return;
    }
    log.push({ path, status: 404, time: Date.now() });
    response.writeHead(404, { 'content-type': 'text/plain' }).end('The games host serves /play only.');
  });
  const { url, close } = await listenLocally(server, options.port);
  return { url, requests: () => log, close };
}

import { createServer, type Server } from 'node:http';
import type { FastifyInstance } from 'fastify';

/**
 * `npm start`'s games' origin (PLAY_ORIGIN, by default http://127.0.0.1:8788): a second port of
 * this same server, as a production proxy sends the games' host to it. The Host a browser sends
 * there tells the app it is the games' host (src/http/games-host.ts). Null when PLAY_ORIGIN is
 * not a port of this machine (a proxy in front serves it).
 */
export async function listenForGames(app: FastifyInstance, playOrigin: string, host: string): Promise<Server | null> {
  const url = new URL(playOrigin);
  if (url.protocol !== 'http:' || !['127.0.0.1', 'localhost'].includes(url.hostname) || url.port === '') return null;
  const server = createServer((request, response) => app.server.emit('request', request, response));
  await new Promise<void>((ready, fail) => {
    server.once('error', fail);
    server.listen(Number(url.port), host, ready);
  });
  return server;
}

import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config/config.ts';
import { connectionFromTrustedProxy } from '../config/trust-proxy-config.ts';

/** Where the games' host sends every path but `/play/…`: no route has it, so the router answers 404 before any hook runs. */
export const refusedOnGamesHost = '/~the-games-host-serves-only-play';

const isPlayPath = (url: string): boolean => url.startsWith('/play/');

/**
 * The host a request was sent to, as the browser named it: from a trusted proxy, the host it was
 * reached at (the last `X-Forwarded-Host`, the one it added), else `Host`.
 */
function requestHost(request: IncomingMessage, fromTrustedProxy: (address: string | undefined) => boolean): string {
  const forwarded = fromTrustedProxy(request.socket.remoteAddress) ? request.headers['x-forwarded-host'] : undefined;
  const host = (typeof forwarded === 'string' ? forwarded.split(',').at(-1) : undefined) ?? request.headers.host ?? '';
  return host.trim().toLowerCase();
}

/**
 * The games' own origin (PLAY_ORIGIN; docs/architecture.md, "Security rules") serves `/play/…` (the
 * games' files and the SDK script) and nothing else: Fastify's `rewriteUrl`, so a request for
 * `/api/…` there is refused by the router itself, before a guard reads its cookie or a route runs.
 */
export function gamesHostRewrite(config: Pick<Config, 'play' | 'trustProxy'>): (request: IncomingMessage) => string {
  const gamesHost = new URL(config.play.origin).host;
  const fromTrustedProxy = connectionFromTrustedProxy(config.trustProxy);
  return (request) => {
    const url = request.url ?? '/';
    return requestHost(request, fromTrustedProxy) === gamesHost && !isPlayPath(url) ? refusedOnGamesHost : url;
  };
}

/**
 * The site's hosts (PUBLIC_ORIGIN, EXTRA_ORIGINS) no longer serve `/play/…`: an old link there is
 * sent on to the games' origin. Any other host (the server's own address, for health checks and
 * tests) is answered as it asks.
 */
export function installSiteHostPlayRedirect(app: FastifyInstance, config: Pick<Config, 'play' | 'publicOrigin' | 'extraOrigins' | 'trustProxy'>): void {
  const siteHosts = new Set([config.publicOrigin, ...config.extraOrigins].flatMap((origin) => (URL.canParse(origin) ? [new URL(origin).host] : [])));
  const fromTrustedProxy = connectionFromTrustedProxy(config.trustProxy);
  app.addHook('onRequest', async (request, reply) => {
    if (!isPlayPath(request.url) || !siteHosts.has(requestHost(request.raw, fromTrustedProxy))) return;
    return reply.redirect(`${config.play.origin}${request.url}`, 308);
  });
}

import type { FastifyInstance } from 'fastify';

/**
 * Headers on every answer of the API (docs/architecture.md, "Security rules"): JSON is never sniffed as a page, never framed,
 * never cached by a shared cache, and a browser told once keeps to HTTPS.
 */
export function installSecurityHeaders(app: FastifyInstance, options: { https: boolean }): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    void reply.headers({ ...securityHeaders(options), 'cache-control': reply.getHeader('cache-control') ?? 'no-store' });
    return payload;
  });
}

/** The headers themselves, also for the answers the router gives before any hook runs. */
export function securityHeaders(options: { https: boolean }): Record<string, string> {
  return {
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'x-frame-options': 'DENY',
    'cross-origin-resource-policy': 'same-origin',
    'cache-control': 'no-store',
    ...(options.https ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}

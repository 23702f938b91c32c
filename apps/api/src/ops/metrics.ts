import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';
import { ApiError } from '../errors/api-error.ts';

const loopback = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * Prometheus metrics at /api/metrics (docs/api/health-and-metrics.md): request counts and durations per route and
 * status, and the process's own. With METRICS_TOKEN set it needs `Authorization: Bearer <token>`;
 * without, only loopback callers get it.
 */
export function installMetrics(app: FastifyInstance, options: { token: string | null }): Registry {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Counter({ name: 'http_requests_total', help: 'HTTP requests answered', labelNames: ['method', 'route', 'status'], registers: [registry] });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });

  app.addHook('onResponse', async (request, reply) => {
    const labels = { method: request.method, route: request.routeOptions.url ?? 'unmatched', status: String(reply.statusCode) };
    requests.inc(labels);
    duration.observe(labels, reply.elapsedTime / 1000);
  });

  app.get('/api/metrics', async (request, reply) => {
    const allowed = options.token === null ? loopback.has(request.ip) : request.headers.authorization === `Bearer ${options.token}`;
    if (!allowed) throw new ApiError('forbidden', 'Metrics need the METRICS_TOKEN bearer token.');
    void reply.type(registry.contentType);
    return registry.metrics();
  });
  return registry;
}

import type { RouteInfo } from '../route-info.ts';

export const metaRoutes = {
  health: { method: 'GET', path: '/api/health', auth: 'none', summary: 'Liveness: the process answers.' },
  ready: { method: 'GET', path: '/api/ready', auth: 'none', summary: 'Readiness: the database answers and every migration is applied (503 otherwise).' },
  publicConfig: { method: 'GET', path: '/api/config', auth: 'none', summary: 'The rules and sign-in ways the server enforces, for the pages to show.' },
} as const satisfies Record<string, RouteInfo>;

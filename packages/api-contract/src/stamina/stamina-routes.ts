import type { RouteInfo } from '../route-info.ts';

export const staminaRoutes = {
  getStamina: { method: 'GET', path: '/api/stamina', auth: 'session', summary: "The account's stamina now, and when it will be full again." },
} as const satisfies Record<string, RouteInfo>;

import { ConfigError } from '../config/load-config.ts';

/**
 * `npm start`'s settings for this server, each overridable from the environment (docs/api/settings.md):
 * - SITE_PORT (5173) and API_PORT (8787) move the site and this server together, so two checkouts
 *   can run side by side: the site's origin (PUBLIC_ORIGIN) follows SITE_PORT, this server listens
 *   on API_PORT (PORT, when given, must agree) and the games' own origin on the port after it.
 * - COOKIE_SECURE=false: Chromium and Firefox keep Secure cookies on http://127.0.0.1, but Safari
 *   drops them on plain http, and this server only listens on 127.0.0.1 in development anyway.
 * - EXTRA_ORIGINS: the same site opened as http://localhost, and `vite preview` on 4173.
 */
export function developmentDefaults(env: Record<string, string | undefined>): Record<string, string> {
  const sitePort = readPort(env, 'SITE_PORT', 5173);
  const apiPort = readPort(env, 'API_PORT', 8787);
  if (env.PORT !== undefined && env.API_PORT !== undefined && env.PORT.trim() !== String(apiPort)) {
    throw new ConfigError([`API_PORT (${apiPort}) and PORT (${env.PORT}) disagree: give one of them.`]);
  }
  if (sitePort === apiPort || sitePort === apiPort + 1) {
    throw new ConfigError([`SITE_PORT (${sitePort}) must differ from API_PORT (${apiPort}) and from the games' port after it (${apiPort + 1}).`]);
  }
  return {
    COOKIE_SECURE: 'false',
    PORT: String(apiPort),
    PUBLIC_ORIGIN: `http://127.0.0.1:${sitePort}`,
    EXTRA_ORIGINS: `http://localhost:${sitePort},http://127.0.0.1:4173,http://localhost:4173`,
    PLAY_ORIGIN: `http://127.0.0.1:${apiPort + 1}`,
  };
}

function readPort(env: Record<string, string | undefined>, name: string, fallback: number): number {
  const given = env[name]?.trim();
  if (given === undefined || given === '') return fallback;
  const port = /^\d{1,5}$/.test(given) ? Number(given) : Number.NaN;
  if (!(port >= 1 && port <= 65_534)) throw new ConfigError([`${name}: must be a port number from 1 to 65534 (got ${JSON.stringify(given)}).`]);
  return port;
}

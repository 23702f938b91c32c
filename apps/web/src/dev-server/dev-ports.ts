/**
 * Where `npm start`'s site listens and where it sends /api: SITE_PORT (5173) and API_PORT (8787),
 * the same two settings the game server reads in development (apps/api/src/dev/development-defaults.ts),
 * so `SITE_PORT=5373 API_PORT=8887 npm start` moves both. API_URL, when given, names another server.
 */
export function readDevPorts(env: Record<string, string | undefined>): { sitePort: number; apiTarget: string } {
  const sitePort = readPort(env, 'SITE_PORT', 5173);
  const apiTarget = env.API_URL?.trim() || `http://127.0.0.1:${readPort(env, 'API_PORT', 8787)}`;
  return { sitePort, apiTarget };
}

function readPort(env: Record<string, string | undefined>, name: string, fallback: number): number {
  const given = env[name]?.trim();
  if (given === undefined || given === '') return fallback;
  const port = /^\d{1,5}$/.test(given) ? Number(given) : Number.NaN;
  if (!(port >= 1 && port <= 65_534)) throw new Error(`${name}: must be a port number from 1 to 65534 (got ${JSON.stringify(given)}).`);
  return port;
}

import type { Config } from '../config/config.ts';

/**
 * Whether a server of ours answers at the configured address. The embedded PGlite database is a
 * folder that only one process may open, so the admin command must not open it under a running
 * server. A refused connection answers at once.
 */
export async function embeddedServerRunning(config: Pick<Config, 'host' | 'port'>): Promise<boolean> {
  const host = config.host === '0.0.0.0' ? '127.0.0.1' : config.host;
  try {
    const response = await fetch(`http://${host}:${config.port}/api/health`, { signal: AbortSignal.timeout(3_000) });
    return response.ok;
  } catch {
    return false;
  }
}

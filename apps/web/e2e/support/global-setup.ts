import { join } from 'node:path';
import { startAnalyticsServer } from './analytics-server.ts';
import { analyticsPort, sitePort } from './ports.mjs';
import { startStaticServer } from './static-server.ts';

/** Starts the site (test build) and the analytics stand-in once for the whole run. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const site = await startStaticServer({ root: join(import.meta.dirname, '..', '..', 'dist-e2e'), port: sitePort });
  const analytics = await startAnalyticsServer(analyticsPort);
  return async () => {
    await Promise.all([site.close(), analytics.close()]);
  };
}

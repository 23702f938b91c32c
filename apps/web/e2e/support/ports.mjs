// Fixed ports of the end-to-end servers: the analytics address is built into the test build.
export const sitePort = Number(process.env.E2E_SITE_PORT ?? 4601);
export const analyticsPort = Number(process.env.E2E_ANALYTICS_PORT ?? 4602);

// Fixed ports of the end-to-end servers: the analytics address is built into the test build.
export const sitePort = Number(process.env.E2E_SITE_PORT ?? 4601);
export const analyticsPort = Number(process.env.E2E_ANALYTICS_PORT ?? 4602);
// The game server (apps/api), reached by the site through its /api proxy.
export const apiPort = Number(process.env.E2E_API_PORT ?? 4603);
// The harness's own endpoint for the tests: mail the local SMTP server received, Apple identity tokens.
export const harnessPort = Number(process.env.E2E_HARNESS_PORT ?? 4604);
// The games' own origin (PLAY_ORIGIN of the game server): /play there, passed on to the game server; nothing else.
export const playPort = Number(process.env.E2E_PLAY_PORT ?? 4605);
// A maker's own game server in playground.spec.ts, on another origin than the site's and the games' (one per worker: this port and the next ones).
export const playgroundGamePort = Number(process.env.E2E_PLAYGROUND_GAME_PORT ?? playPort + 1);

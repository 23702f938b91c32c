#!/usr/bin/env node
// Makes the three production builds the end-to-end tests serve:
//   dist-e2e     the site with test triggers (VITE_E2E_HOOKS), analytics pointed at the
//                local analytics stand-in and a Telegram mini app for invite links, version e2e-1;
//   dist-e2e-v2  the same site as version e2e-2 (a new service worker, for the update test);
//   dist-plain   the site's default build (dist, copied): no test triggers, no analytics.
// and first the game server (apps/api/dist), which the e2e global setup runs behind the site's /api.
import { execFileSync } from 'node:child_process';
import { cpSync, rmSync } from 'node:fs';
import { build } from 'vite';
import { join } from 'node:path';
import { analyticsPort } from '../support/ports.mjs';

const appRoot = join(import.meta.dirname, '..', '..');
const testEnv = {
  VITE_E2E_HOOKS: 'true',
  VITE_ANALYTICS_SCRIPT: `http://127.0.0.1:${analyticsPort}/analytics.js`,
  VITE_TELEGRAM_APP_URL: 'https://t.me/CoreGamesTestBot/play',
};
// The server serves the game SDK's classic build and copies the Levels build into its storage at
// start-up; dist-plain is the site's own default build. Through turbo, so that what `npm test`
// built a step before is taken from its cache (turbo passes no VITE_* variable to a build).
execFileSync('pnpm', ['turbo', 'run', 'build', '--filter=@site/web...', '--filter=@site/levels-game', '--filter=@site/api', '--output-logs=errors-only'], {
  cwd: appRoot,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1' },
});
rmSync(join(appRoot, 'dist-plain'), { recursive: true, force: true });
cpSync(join(appRoot, 'dist'), join(appRoot, 'dist-plain'), { recursive: true });
process.stdout.write('built packages/game-sdk/dist, apps/levels-game/dist, apps/api/dist and dist-plain\n');

const builds = [
  { outDir: 'dist-e2e', env: { ...testEnv, VITE_APP_VERSION: 'e2e-1' } },
  { outDir: 'dist-e2e-v2', env: { ...testEnv, VITE_APP_VERSION: 'e2e-2' } },
];

const variables = ['VITE_E2E_HOOKS', 'VITE_ANALYTICS_SCRIPT', 'VITE_TELEGRAM_APP_URL', 'VITE_APP_VERSION'];
for (const { outDir, env } of builds) {
  for (const name of variables) Reflect.deleteProperty(process.env, name);
  Object.assign(process.env, env);
  await build({ root: appRoot, logLevel: 'warn', build: { outDir: join(appRoot, outDir), emptyOutDir: true } });
  process.stdout.write(`built ${outDir}\n`);
}

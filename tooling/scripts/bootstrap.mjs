#!/usr/bin/env node
// Makes `npm start` and `npm test` work on a machine that has only Node and npm:
// installs the pinned pnpm (and, for tests, Debian's Chromium) when missing, then the workspace.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const PNPM_VERSION = '10.34.9';
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const task = process.argv[2];
const tasks = { dev: ['run', 'dev'], verify: ['run', 'verify'] };

if (!(task in tasks)) {
  console.error(`bootstrap: unknown task "${task}" (expected one of: ${Object.keys(tasks).join(', ')})`);
  process.exit(2);
}

function run(command, args) {
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1' } });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

function output(command, args) {
  const result = spawnSync(command, args, { encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : null;
}

if (output('pnpm', ['--version']) !== PNPM_VERSION) {
  console.log(`bootstrap: installing pnpm ${PNPM_VERSION}`);
  run('npm', ['install', '--global', `pnpm@${PNPM_VERSION}`]);
}

if (task === 'verify' && !existsSync(CHROMIUM)) {
  const isRoot = process.getuid?.() === 0;
  if (!isRoot || output('sh', ['-c', 'command -v apt-get']) === null) {
    console.error(`bootstrap: browser tests need Chromium at ${CHROMIUM}.`);
    console.error('Install it (Debian: apt-get install chromium fonts-liberation) or set CHROMIUM_PATH.');
    process.exit(1);
  }
  console.log("bootstrap: installing Debian's Chromium");
  run('apt-get', ['update', '-qq']);
  run('apt-get', ['install', '-y', '-qq', 'chromium', 'fonts-liberation']);
}

run('pnpm', ['install', '--frozen-lockfile']);
run('pnpm', tasks[task]);

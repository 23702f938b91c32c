#!/usr/bin/env node
// Makes `npm start` and `npm test` work on a machine that has only Node and npm:
// installs the pinned pnpm (and, for tests, Debian's Chromium and PostgreSQL server) when
// missing, then the workspace.
import { existsSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
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

// The server tests start their own throwaway PostgreSQL cluster from Debian's binaries.
const hasPostgresServer = () =>
  Boolean(process.env.POSTGRES_BIN_DIR) ||
  (existsSync('/usr/lib/postgresql') && readdirSync('/usr/lib/postgresql').some((version) => existsSync(`/usr/lib/postgresql/${version}/bin/initdb`)));

// The tests run Chromium's headless shell when it is there (tooling/testing/chromium.ts): same engine, far less CPU.
const hasHeadlessShell = Boolean(process.env.CHROMIUM_PATH) || existsSync('/usr/bin/chromium-headless-shell');
const missing =
  task === 'verify'
    ? [
        ...(existsSync(CHROMIUM) ? [] : ['chromium', 'fonts-dejavu-core', 'fonts-liberation']),
        ...(hasHeadlessShell ? [] : ['chromium-headless-shell']),
        ...(hasPostgresServer() ? [] : ['postgresql']),
      ]
    : [];
if (missing.length > 0) {
  const isRoot = process.getuid?.() === 0;
  if (!isRoot || output('sh', ['-c', 'command -v apt-get']) === null) {
    console.error(`bootstrap: the tests need Debian's ${missing.join(', ')}.`);
    console.error(`Install them (apt-get install ${missing.join(' ')}), or set CHROMIUM_PATH and POSTGRES_BIN_DIR.`);
    process.exit(1);
  }
  console.log(`bootstrap: installing ${missing.join(', ')}`);
  run('apt-get', ['update', '-qq']);
  // The tests never use the system's own PostgreSQL service: keep the package from starting it.
  const policy = '/usr/sbin/policy-rc.d';
  const ownPolicy = !existsSync(policy);
  if (ownPolicy) writeFileSync(policy, '#!/bin/sh\nexit 101\n', { mode: 0o755 });
  const install = spawnSync('apt-get', ['install', '-y', '-qq', ...missing], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  if (ownPolicy) rmSync(policy, { force: true });
  if (install.status !== 0) process.exit(install.status ?? 1);
}

run('pnpm', ['install', '--frozen-lockfile']);
run('pnpm', tasks[task]);

import { spawnSync } from 'node:child_process';
import { existsSync, rmSync, writeFileSync } from 'node:fs';

/**
 * Installs Debian's packages the rehearsal runs when their program is missing, as `.ci/run` does
 * for the tests: apt-get as root, with a policy that keeps the package from starting its own
 * service (the rehearsal starts its own HAProxy and PostgreSQL).
 */
export function ensureDebianPackages(needed: Record<string, string>): void {
  const missing = Object.entries(needed)
    .filter(([program]) => !existsSync(program))
    .map(([, pkg]) => pkg);
  if (missing.length === 0) return;
  if (process.getuid?.() !== 0) throw new Error(`Missing ${missing.join(', ')}: install them (sudo apt-get install ${missing.join(' ')}) or run as root.`);
  const policy = '/usr/sbin/policy-rc.d';
  const ownPolicy = !existsSync(policy);
  if (ownPolicy) writeFileSync(policy, '#!/bin/sh\nexit 101\n', { mode: 0o755 });
  try {
    const run = (args: string[]): void => {
      const result = spawnSync('apt-get', args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
      if (result.status !== 0) throw new Error(`apt-get ${args.join(' ')} failed (${result.status ?? result.signal}).`);
    };
    run(['update', '-qq']);
    run(['install', '-y', '-qq', ...missing]);
  } finally {
    if (ownPolicy) rmSync(policy, { force: true });
  }
}

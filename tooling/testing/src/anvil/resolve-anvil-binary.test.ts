import { accessSync, constants } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { resolveAnvilBinary } from './resolve-anvil-binary.ts';

describe('resolveAnvilBinary', () => {
  it('finds the executable that @foundry-rs/anvil installs, version 1.7.1', () => {
    const path = resolveAnvilBinary({});
    expect(path).toMatch(/@foundry-rs\/anvil-[a-z0-9]+-[a-z0-9]+\/bin\/anvil$/);
    accessSync(path, constants.X_OK);
    expect(execFileSync(path, ['--version'], { encoding: 'utf8' })).toContain('anvil Version: 1.7.1');
  });

  it('prefers ANVIL_PATH', () => {
    expect(resolveAnvilBinary({ ANVIL_PATH: '/usr/bin/env' })).toBe('/usr/bin/env');
  });

  it('names a missing ANVIL_PATH', () => {
    expect(() => resolveAnvilBinary({ ANVIL_PATH: '/nowhere/anvil' })).toThrow('ANVIL_PATH points to a missing file: /nowhere/anvil');
  });
});

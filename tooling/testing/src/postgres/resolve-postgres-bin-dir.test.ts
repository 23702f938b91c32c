import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { resolvePostgresBinDir } from './resolve-postgres-bin-dir.ts';

const fakeRoot = mkdtempSync(join(tmpdir(), 'postgres-bin-dirs-'));
afterAll(() => {
  rmSync(fakeRoot, { recursive: true, force: true });
});

function fakeVersion(version: string, withInitdb = true): void {
  mkdirSync(join(fakeRoot, version, 'bin'), { recursive: true });
  if (withInitdb) writeFileSync(join(fakeRoot, version, 'bin', 'initdb'), '');
}

describe('resolvePostgresBinDir', () => {
  it("finds Debian's installed server", () => {
    expect(resolvePostgresBinDir({})).toMatch(/^\/usr\/lib\/postgresql\/\d+\/bin$/);
  });

  it('takes the newest major version that has initdb, comparing numbers, not text', () => {
    fakeVersion('9.6');
    fakeVersion('15');
    fakeVersion('16', false);
    fakeVersion('100');
    expect(resolvePostgresBinDir({}, fakeRoot)).toBe(join(fakeRoot, '100', 'bin'));
  });

  it('prefers POSTGRES_BIN_DIR, and names it when it has no initdb', () => {
    expect(resolvePostgresBinDir({ POSTGRES_BIN_DIR: join(fakeRoot, '15', 'bin') })).toBe(join(fakeRoot, '15', 'bin'));
    expect(() => resolvePostgresBinDir({ POSTGRES_BIN_DIR: '/nowhere' })).toThrow('POSTGRES_BIN_DIR has no initdb: /nowhere');
  });

  it('says how to install the server when there is none', () => {
    expect(() => resolvePostgresBinDir({}, join(fakeRoot, 'missing'))).toThrow(/apt-get install postgresql/);
  });
});

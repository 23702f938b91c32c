import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { defaultDataDir } from './default-data-dir.ts';

const packageDir = mkdtempSync(join(tmpdir(), 'api-package-'));
afterAll(() => {
  rmSync(packageDir, { recursive: true, force: true });
});

describe('defaultDataDir', () => {
  it('is .data in the api package, not in the current directory', () => {
    expect(defaultDataDir()).toBe(join(import.meta.dirname, '..', '..', '.data'));
  });

  it('is the same from the sources and from the build', () => {
    writeFileSync(join(packageDir, 'package.json'), '{}');
    mkdirSync(join(packageDir, 'src', 'config'), { recursive: true });
    mkdirSync(join(packageDir, 'dist'));
    const fromSource = defaultDataDir(pathToFileURL(join(packageDir, 'src', 'config', 'load-config.ts')).href);
    const fromBuild = defaultDataDir(pathToFileURL(join(packageDir, 'dist', 'main.js')).href);
    expect(fromSource).toBe(join(packageDir, '.data'));
    expect(fromBuild).toBe(fromSource);
  });
});

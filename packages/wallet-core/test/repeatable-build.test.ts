import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'tsup';
import { afterAll, describe, expect, it } from 'vitest';
import { moduleBuild } from '../tsup.config.ts';

const folders: string[] = [];

/** Builds the one-file-per-module ESM output into a new folder and returns a hash of every file, name and bytes. */
async function buildAndHash(): Promise<{ files: number; hash: string }> {
  const outDir = mkdtempSync(join(tmpdir(), 'wallet-core-build-'));
  folders.push(outDir);
  await build({ ...moduleBuild, outDir, config: false, silent: true });
  const names = readdirSync(outDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
  const hash = createHash('sha256');
  for (const name of names) hash.update(name.slice(outDir.length)).update(readFileSync(name));
  return { files: names.length, hash: hash.digest('hex') };
}

afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

// The size budgets (tooling/scripts/size-budgets.mjs) measure this output: from the same sources it
// must be the same bytes, or a budget passes or fails by chance (it did: 19.91 or 20.14 kB).
describe('the module build', () => {
  it('gives its entries to tsup as an object in a fixed order (an array is re-globbed in whatever order the disk answers)', () => {
    expect(Array.isArray(moduleBuild.entry)).toBe(false);
    const files = Object.values(moduleBuild.entry);
    expect(files).toEqual([...files].sort());
  });

  it('makes the same files, byte for byte, when run twice', async () => {
    const first = await buildAndHash();
    const second = await buildAndHash();
    expect(first.files).toBeGreaterThan(100);
    expect(second).toEqual(first);
  }, 120_000);
});

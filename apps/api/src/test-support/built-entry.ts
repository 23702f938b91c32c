import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const apiRoot = join(import.meta.dirname, '..', '..');
const sourceRoot = join(apiRoot, 'src');

/**
 * The path of a production entry (`dist/<name>.js`, as `npm start` and the `site-api-admin` bin run
 * it), refusing one older than the server's code: a test of a stale build would prove nothing.
 * `turbo run test` builds first; a test run by hand says what to do.
 */
export function builtEntry(name: 'main' | 'admin' | 'worker'): string {
  const path = join(apiRoot, 'dist', `${name}.js`);
  const fix = 'Build it first: pnpm --filter @site/api build (turbo run test does).';
  if (!existsSync(path)) throw new Error(`${path} is missing. ${fix}`);
  const newest = newestSourceChange(sourceRoot);
  if (statSync(path).mtimeMs < newest.mtimeMs) throw new Error(`${path} is older than ${newest.path}. ${fix}`);
  return path;
}

function newestSourceChange(folder: string): { path: string; mtimeMs: number } {
  let newest = { path: folder, mtimeMs: 0 };
  for (const entry of readdirSync(folder, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.ts') || /\.test(-d)?\.ts$/.test(entry.name)) continue;
    const path = join(entry.parentPath, entry.name);
    const { mtimeMs } = statSync(path);
    if (mtimeMs > newest.mtimeMs) newest = { path, mtimeMs };
  }
  return newest;
}

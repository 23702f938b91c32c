import { execFile } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';

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

/** How `node dist/<entry>.js` ends with `env` (and PATH, nothing else): its exit code and what it said on stderr. */
export async function endingOf(entry: 'main' | 'worker', env: Record<string, string>): Promise<{ code: number; stderr: string }> {
  try {
    await promisify(execFile)(process.execPath, [builtEntry(entry)], { env: { PATH: process.env.PATH ?? '', ...env }, timeout: 60_000 });
    return { code: 0, stderr: '' };
  } catch (error) {
    const { code, stderr } = error as { code: number; stderr: string };
    return { code, stderr };
  }
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

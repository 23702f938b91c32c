import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * `.data` in the server's own package folder (apps/api/.data), wherever the process was started
 * from: the nearest folder above this module with a package.json, which is the same from
 * `src/config/` (tsx) and from `dist/` (the build), so the server, `npm start` and the admin
 * command all find the same database.
 */
export function defaultDataDir(moduleUrl: string = import.meta.url): string {
  const start = dirname(fileURLToPath(moduleUrl));
  for (let dir = start; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'package.json'))) return join(dir, '.data');
    if (dirname(dir) === dir) return join(start, '.data');
  }
}

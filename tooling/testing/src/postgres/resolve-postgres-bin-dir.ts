import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const debianRoot = '/usr/lib/postgresql';

/**
 * The folder holding `initdb` and `postgres`. `POSTGRES_BIN_DIR` wins; otherwise the newest major
 * version of Debian's `postgresql` package under /usr/lib/postgresql (its binaries are not on PATH).
 */
export function resolvePostgresBinDir(env: NodeJS.ProcessEnv = process.env, root = debianRoot): string {
  const fromEnv = env.POSTGRES_BIN_DIR;
  if (fromEnv) {
    if (!existsSync(join(fromEnv, 'initdb'))) throw new Error(`POSTGRES_BIN_DIR has no initdb: ${fromEnv}`);
    return fromEnv;
  }
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((name) => /^\d+(\.\d+)?$/.test(name) && existsSync(join(root, name, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  const newest = versions[0];
  if (newest === undefined) {
    throw new Error(
      `No PostgreSQL server found under ${root}. Install Debian's package (apt-get install postgresql), or set POSTGRES_BIN_DIR to the folder holding initdb and postgres.`,
    );
  }
  return join(root, newest, 'bin');
}

import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/** The modules that open a database: a test that reaches one of them runs on both kinds. */
const databaseModules = ['src/db/pglite-database.ts', 'src/db/postgres-database.ts'];

const staticImport = /^\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\bfrom\s+)?['"](\.{1,2}\/[^'"]+)['"]/gm;
const dynamicImport = /\bimport\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g;

/**
 * The test files (relative to `root`) that can never open a database: none of the modules they
 * import, followed through relative imports, is one that does. They prove the same thing on
 * either kind, so they run once (vitest.config.ts); anything in doubt runs on both.
 */
export function databaseFreeTests(root: string): string[] {
  const databases = new Set(databaseModules.map((path) => join(root, path)));
  const importsOf = new Map<string, string[]>();
  const imported = (file: string): string[] => {
    let targets = importsOf.get(file);
    if (!targets) {
      const source = readFileSync(file, 'utf8');
      targets = [...source.matchAll(staticImport), ...source.matchAll(dynamicImport)].map((match) => resolve(dirname(file), match[1] ?? '')).filter((target) => existsSync(target));
      importsOf.set(file, targets);
    }
    return targets;
  };
  // A walk of the whole graph from each test: imports may run in cycles, so nothing is decided halfway.
  const reachesDatabase = (test: string): boolean => {
    const seen = new Set([test]);
    const pending = [test];
    for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
      if (databases.has(file)) return true;
      for (const target of imported(file)) {
        if (!seen.has(target)) {
          seen.add(target);
          pending.push(target);
        }
      }
    }
    return false;
  };

  return readdirSync(join(root, 'src'), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.test.ts'))
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((file) => !reachesDatabase(file))
    .map((file) => relative(root, file))
    .sort();
}

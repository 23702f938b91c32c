import { readFileSync } from 'node:fs';

/**
 * The public surface of a package entry, for snapshot tests: runtime value names from the module
 * itself, type-only names read from the entry's `export type { … }` statements.
 */
export function describePublicApi(moduleExports: object, entryFile: string): { values: string[]; types: string[] } {
  const source = readFileSync(entryFile, 'utf8');
  const types = [...source.matchAll(/export\s+type\s*\{([^}]*)\}/g)]
    .flatMap((match) => (match[1] ?? '').split(','))
    .concat([...source.matchAll(/export\s*\{([^}]*)\}/g)].flatMap((match) => (match[1] ?? '').split(',').filter((name) => /^\s*type\s/.test(name))))
    .map((name) => name.replace(/^\s*type\s+/, '').split(/\s+as\s+/).pop()?.trim() ?? '')
    .filter((name) => name !== '');
  return { values: Object.keys(moduleExports).sort(), types: [...new Set(types)].sort() };
}

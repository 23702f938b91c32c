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

const browserGlobals = ['window', 'document', 'localStorage', 'sessionStorage', 'navigator'] as const;
/** Transforming a whole package on a busy 2-core machine can take seconds. */
const entryImportTimeoutMs = 60_000;

/**
 * The two promises every package entry keeps: importing it touches no browser global (safe in
 * Node and during SSR), and its public API changes only deliberately (a snapshot).
 */
export async function defineEntryContractTests(
  packageName: string,
  entryUrl: URL,
  load: () => Promise<object>,
): Promise<void> {
  const { afterEach, describe, expect, it, vi } = await import('vitest');
  describe(`${packageName} entry`, () => {
    afterEach(() => {
      vi.resetModules();
      for (const name of browserGlobals) Reflect.deleteProperty(globalThis, name);
    });

    it('touches no browser global at import time (safe in Node and during SSR)', { timeout: entryImportTimeoutMs }, async () => {
      const touched: string[] = [];
      for (const name of browserGlobals) {
        Object.defineProperty(globalThis, name, {
          configurable: true,
          get() {
            touched.push(name);
            return undefined;
          },
        });
      }
      await load();
      expect(touched).toEqual([]);
    });

    it('exports exactly the public API (update the snapshot only for a deliberate API change)', { timeout: entryImportTimeoutMs }, async () => {
      expect(describePublicApi(await load(), entryUrl.pathname)).toMatchSnapshot();
    });
  });
}

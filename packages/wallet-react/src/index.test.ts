import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { describePublicApi } from '../../../tooling/testing/public-api.ts';

const browserGlobals = ['window', 'document', 'localStorage', 'sessionStorage', 'navigator'] as const;

describe('@site/wallet-react entry', () => {
  afterEach(() => {
    vi.resetModules();
    for (const name of browserGlobals) Reflect.deleteProperty(globalThis, name);
  });

  it('touches no browser global at import time (safe in Node and during SSR)', async () => {
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
    await import('./index.ts');
    expect(touched).toEqual([]);
  });

  it('exports exactly the public API (update the snapshot only for a deliberate API change)', async () => {
    const api = describePublicApi(await import('./index.ts'), fileURLToPath(new URL('./index.ts', import.meta.url)));
    expect(api).toMatchSnapshot();
  });
});

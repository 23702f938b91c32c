import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { homeShellServerConfig } from './home-shell-plugin.ts';

describe('homeShellServerConfig', () => {
  it("keeps the build's home-page renderer out of the dev server's dependency cache", () => {
    const config = homeShellServerConfig('/site', 'production');
    // Not Vite's default node_modules/.vite, which `npm start` serves its React from.
    expect(config.cacheDir).toBe(join('/site', 'node_modules/.vite-home-shell'));
    expect(config.optimizeDeps).toEqual({ noDiscovery: true, include: [] });
  });
});

import { fileURLToPath } from 'node:url';
import { startGameFileServer } from '@site/testing/game-files';
import { build } from 'esbuild';
import type { TestProject } from 'vitest/node';
import './provided-context.ts';

/**
 * Builds the classic `game-sdk.js` from the sources (in memory) and serves it beside the examples
 * and the test fixtures, from another origin than the test page and under a sandboxing CSP.
 */
export default async function setupGameServer(project: TestProject): Promise<() => Promise<void>> {
  const packageDir = new URL('..', import.meta.url);
  const { outputFiles } = await build({
    entryPoints: [fileURLToPath(new URL('src/classic.ts', packageDir))],
    bundle: true,
    format: 'iife',
    target: 'es2020',
    write: false,
    logLevel: 'error',
  });
  const server = await startGameFileServer({
    folders: {
      '/examples/': fileURLToPath(new URL('examples/', packageDir)),
      '/fixtures/': fileURLToPath(new URL('test/fixtures/', packageDir)),
    },
    files: { '*/game-sdk.js': outputFiles[0]?.text ?? '' },
  });
  project.provide('gameFileOrigin', server.origin);
  return () => server.close();
}

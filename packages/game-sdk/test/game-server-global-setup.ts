import { fileURLToPath } from 'node:url';
import { startGameFileServer } from '@site/testing/game-files';
import { build } from 'esbuild';
import type { TestProject } from 'vitest/node';
import './provided-context.ts';

/**
 * Builds the classic `game-sdk.js`, `game-sdk.v2.js` and `game-sdk.replay.js` from the sources (in memory) and serves
 * them beside the examples and the test fixtures, from another origin than the test page and
 * under a sandboxing CSP.
 */
export default async function setupGameServer(project: TestProject): Promise<() => Promise<void>> {
  const packageDir = new URL('..', import.meta.url);
  const classic = async (entry: string) => {
    const { outputFiles } = await build({
      entryPoints: [fileURLToPath(new URL(entry, packageDir))],
      bundle: true,
      format: 'iife',
      target: 'es2022',
      write: false,
      logLevel: 'error',
    });
    return outputFiles[0]?.text ?? '';
  };
  const server = await startGameFileServer({
    folders: {
      '/examples/': fileURLToPath(new URL('examples/', packageDir)),
      '/fixtures/': fileURLToPath(new URL('test/fixtures/', packageDir)),
    },
    files: { '*/game-sdk.js': await classic('src/classic.ts'), '*/game-sdk.v2.js': await classic('src/classic-v2.ts'), '*/game-sdk.replay.js': await classic('src/classic-replay.ts') },
  });
  project.provide('gameFileOrigin', server.origin);
  return () => server.close();
}

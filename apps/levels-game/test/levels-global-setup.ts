import { fileURLToPath } from 'node:url';
import { startGameFileServer } from '@site/testing/game-files';
import { build } from 'esbuild';
import type { TestProject } from 'vitest/node';
import './provided-context.ts';

/**
 * Builds game.js from the sources (in memory, as `pnpm build` does) and serves it with public/
 * from another origin than the test page, under a sandboxing CSP: the bundle as the site serves it.
 */
export default async function setupLevelsServer(project: TestProject): Promise<() => Promise<void>> {
  const appDir = new URL('..', import.meta.url);
  const { outputFiles } = await build({
    entryPoints: [fileURLToPath(new URL('src/main.ts', appDir))],
    bundle: true,
    format: 'iife',
    target: 'es2022',
    conditions: ['source'],
    write: false,
    logLevel: 'error',
  });
  const server = await startGameFileServer({
    folders: { '/levels/': fileURLToPath(new URL('public/', appDir)) },
    files: { '/levels/game.js': outputFiles[0]?.text ?? '' },
  });
  project.provide('levelsOrigin', `${server.origin}/levels/`);
  return () => server.close();
}

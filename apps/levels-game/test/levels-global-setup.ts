import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { startGameFileServer } from '@site/testing/game-files';
import { build } from 'esbuild';
import type { TestProject } from 'vitest/node';
import { onePage } from '../src/build/one-page.ts';
import './provided-context.ts';

/**
 * Builds game.js from the sources (in memory, as `pnpm build` does) and serves it inside
 * public/index.html, one page as the build makes it, from another origin than the test page, under
 * a sandboxing CSP: the bundle as the site serves it.
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
  const publicFile = (name: string): string => readFileSync(new URL(`public/${name}`, appDir), 'utf8');
  const page = onePage(publicFile('index.html'), { 'scheme.js': publicFile('scheme.js'), 'styles.css': publicFile('styles.css'), 'game.js': outputFiles[0]?.text ?? '' });
  const server = await startGameFileServer({ files: { '/levels/index.html': page } });
  project.provide('levelsOrigin', `${server.origin}/levels/`);
  return () => server.close();
}

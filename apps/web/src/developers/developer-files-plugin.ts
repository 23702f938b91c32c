import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';
import { developerFiles, developerFilesPath } from './developer-files.ts';

const sdkDir = dirname(createRequire(import.meta.url).resolve('@site/game-sdk/package.json'));
const bytesOf = (source: string): Buffer => readFileSync(join(sdkDir, source));
const byName = new Map<string, string>(Object.values(developerFiles).map((file) => [file.name, file.source]));

/**
 * The game SDK's files for makers (developer-files.ts) as the site's static files under
 * `/developers/files/`, copied from the package's build when the site is built (the package builds
 * first: turbo's `^build`) and served from it by the dev server. Nothing links them before a
 * maker opens /developers: they never cost first paint.
 */
export function developerFilesPlugin(): Plugin {
  return {
    name: 'site:developer-files',
    configureServer(server) {
      server.middlewares.use(developerFilesPath, (request, response, next) => {
        const source = byName.get((request.url ?? '').replace(/^\//, '').split('?')[0] ?? '');
        if (source === undefined) {
          next();
          return;
        }
        response.setHeader('content-type', 'application/octet-stream');
        response.end(bytesOf(source));
      });
    },
    generateBundle() {
      for (const { name, source } of Object.values(developerFiles)) {
        this.emitFile({ type: 'asset', fileName: `${developerFilesPath.slice(1)}${name}`, source: bytesOf(source) });
      }
    },
  };
}

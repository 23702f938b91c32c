#!/usr/bin/env node
// After tsup: dist/examples/<name>/ is each example as a complete game bundle (its files plus the
// SDK its index.html loads: game-sdk.js, or game-sdk.v2.js, and game-sdk.replay.js), ready to zip and upload, or to serve
// in the site's end-to-end tests; dist/examples/<name>.zip is that bundle zipped, as the site's
// /developers page serves it (the hostile example is for the site's tests, not for makers).
import { copyFileSync, cpSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { zipFolder } from './zip-folder.mjs';

const packageDir = new URL('..', import.meta.url);
const target = new URL('dist/examples/', packageDir);
rmSync(target, { recursive: true, force: true });
for (const name of readdirSync(new URL('examples/', packageDir))) {
  cpSync(new URL(`examples/${name}/`, packageDir), new URL(`${name}/`, target), { recursive: true });
  const sdk = readFileSync(new URL(`examples/${name}/index.html`, packageDir), 'utf8').includes('game-sdk.v2.js') ? 'game-sdk.v2.js' : 'game-sdk.js';
  copyFileSync(new URL(`dist/${sdk}`, packageDir), new URL(`${name}/${sdk}`, target));
  if (readFileSync(new URL(`examples/${name}/index.html`, packageDir), 'utf8').includes('game-sdk.replay.js')) copyFileSync(new URL('dist/game-sdk.replay.js', packageDir), new URL(`${name}/game-sdk.replay.js`, target));
}
for (const name of ['starter', 'reaction', 'minimal']) writeFileSync(new URL(`${name}.zip`, target), zipFolder(new URL(`${name}/`, target).pathname));

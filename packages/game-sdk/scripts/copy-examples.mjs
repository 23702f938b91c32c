#!/usr/bin/env node
// After tsup: dist/examples/<name>/ is each example as a complete game bundle (its files plus
// game-sdk.js), ready to zip and upload, or to serve in the site's end-to-end tests.
import { copyFileSync, cpSync, readdirSync, rmSync } from 'node:fs';

const packageDir = new URL('..', import.meta.url);
const target = new URL('dist/examples/', packageDir);
rmSync(target, { recursive: true, force: true });
for (const name of readdirSync(new URL('examples/', packageDir))) {
  cpSync(new URL(`examples/${name}/`, packageDir), new URL(`${name}/`, target), { recursive: true });
  copyFileSync(new URL('dist/game-sdk.js', packageDir), new URL(`${name}/game-sdk.js`, target));
}

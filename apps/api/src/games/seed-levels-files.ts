import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join, relative, sep } from 'node:path';
import type { FileStorage } from '../storage/file-storage.ts';
import { gameFileKey } from '../storage/storage-key.ts';
import { webFileTypeOf } from '../storage/web-file-types.ts';
import { levelsThumbnailPng } from './levels-thumbnail.ts';

/** Migration 009 publishes Levels v1 with its files and thumbnail under these keys. */
const game = 'levels';
const version = 1;
const thumbnailPath = 'thumbnail.png';

export type LevelsSeedOutcome = 'present' | 'seeded' | 'no-build';

/**
 * The Levels build (`apps/levels-game/dist`), found through the workspace package so it resolves
 * the same from `src/` under tsx and from the bundled `dist/main.js`; null when it is not built.
 */
export function findLevelsBuild(): string | null {
  try {
    const packageJson = createRequire(import.meta.url).resolve('@site/levels-game/package.json');
    const build = join(dirname(packageJson), 'dist');
    return existsSync(join(build, 'index.html')) ? build : null;
  } catch {
    return null;
  }
}

async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => relative(folder, join(entry.parentPath, entry.name)).split(sep).join('/'));
}

/**
 * Puts the Levels build where migration 009 says v1's files are (`games/levels/1/`), with a
 * thumbnail, when they are not there yet. `index.html` is written last, so its presence means a
 * complete copy: a start-up interrupted half-way copies again, and a complete one is left alone.
 */
export async function seedLevelsFiles(storage: FileStorage, build: string | null = findLevelsBuild()): Promise<LevelsSeedOutcome> {
  const indexKey = gameFileKey(game, version, 'index.html');
  if (await storage.exists(indexKey)) return 'present';
  if (build === null) return 'no-build';
  const paths = (await filesUnder(build)).filter((path) => webFileTypeOf(path) !== null && path !== 'index.html');
  for (const path of paths) await storage.put(gameFileKey(game, version, path), await readFile(join(build, path)));
  if (!paths.includes(thumbnailPath)) await storage.put(gameFileKey(game, version, thumbnailPath), levelsThumbnailPng());
  await storage.put(indexKey, await readFile(join(build, 'index.html')));
  return 'seeded';
}

import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeMigratedPgliteImage } from '@site/api/src/db/migrated-pglite-image.ts';

/** Where the run's migrated PGlite image is, for the workers (set by the global setup). */
const imageVariable = 'E2E_PGLITE_IMAGE';

/**
 * A PGlite migrated once for the run, whose data folder every game server the suite starts on
 * PGlite copies (PGLITE_IMAGE, docs/api/settings.md) instead of making its own from nothing: its
 * initdb took half of a server's start-up CPU. Returns the removal of the image.
 */
export async function makePgliteImage(): Promise<() => Promise<void>> {
  const folder = await mkdtemp(join(tmpdir(), 'e2e-pglite-image-'));
  const path = join(folder, 'migrated.tar');
  await writeMigratedPgliteImage(path);
  process.env[imageVariable] = path;
  return () => rm(folder, { recursive: true, force: true });
}

/** PGLITE_IMAGE for a game server, once the global setup has made the image. */
export function pgliteImageEnv(): Record<string, string> {
  const path = process.env[imageVariable];
  return path ? { PGLITE_IMAGE: path } : {};
}

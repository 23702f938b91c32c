import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { writeMigratedPgliteImage } from '../db/migrated-pglite-image.ts';
import './provided-test-databases.ts';

/**
 * Vitest `globalSetup` of the `pglite` project: one PGlite migrated for the whole run, its data
 * folder written to a file (`inject('pgliteImagePath')`) that every test database starts as a
 * copy of. Creating a PGlite from nothing (its initdb) costs seconds of CPU: made here, it is paid
 * once, not once in each test worker.
 */
export default async function setupPgliteImage(project: TestProject): Promise<() => Promise<void>> {
  const folder = await mkdtemp(join(tmpdir(), 'api-pglite-image-'));
  const path = join(folder, 'migrated.tar');
  await writeMigratedPgliteImage(path);
  project.provide('pgliteImagePath', path);
  return () => rm(folder, { recursive: true, force: true });
}

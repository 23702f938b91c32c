import type { EnvReader } from './env-reader.ts';

/**
 * TEST_CLOCK_OFFSET_MS (docs/api/settings.md): how far the server's clock is moved from real time, so
 * that an end-to-end run can take place on a chosen day and hour (apps/web/e2e, "The test clock").
 * Only a server on a throwaway in-memory database honours it: a real one never lives at another time.
 */
export function readTestClockOffsetMs(read: EnvReader, dataDir: string, databaseUrl: string | null): number {
  const offset = read.setting('TEST_CLOCK_OFFSET_MS');
  if (offset !== 0 && (databaseUrl !== null || !dataDir.startsWith('memory://'))) {
    read.problems.push('TEST_CLOCK_OFFSET_MS: only for tests, on an in-memory database (DATA_DIR=memory:// and no DATABASE_URL)');
  }
  return offset;
}

/**
 * TEST_CLOCK_FILE (docs/api/settings.md): a file holding milliseconds more to move the clock by, read
 * at every tick, so an end-to-end test can move a running server to the next day (docs/web/tests.md#the-test-clock). Only a server on a throwaway in-memory database honours it.
 */
export function readTestClockFile(read: EnvReader, dataDir: string, databaseUrl: string | null): string | null {
  const file = read.string('TEST_CLOCK_FILE', '');
  if (file === '') return null;
  if (databaseUrl !== null || !dataDir.startsWith('memory://')) read.problems.push('TEST_CLOCK_FILE: only for tests, on an in-memory database (DATA_DIR=memory:// and no DATABASE_URL)');
  return file;
}

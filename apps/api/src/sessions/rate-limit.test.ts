import { afterAll, describe, expect, it } from 'vitest';
import { migrate } from '../db/migrate.ts';
import { openTestDatabase } from '../test-support/test-database.ts';
import { hitRateLimit } from './rate-limit.ts';

const db = await openTestDatabase();
await migrate(db);
afterAll(() => db.close());
const minute = 60_000;
const start = new Date('2026-11-24T10:00:00.000Z');
const at = (minutes: number, seconds = 0) => new Date(start.getTime() + minutes * minute + seconds * 1000);
const buckets = async () => (await db.query<{ bucket: string }>('SELECT bucket FROM rate_limit_hits ORDER BY bucket, window_start')).map((row) => row.bucket);

describe('hitRateLimit', () => {
  it('refuses past the limit within a minute, with the seconds left, and counts afresh the next minute', async () => {
    for (let hit = 0; hit < 3; hit += 1) await hitRateLimit(db, 'ip:a', 3, at(0, 10));
    await expect(hitRateLimit(db, 'ip:a', 3, at(0, 45))).rejects.toMatchObject({ status: 429, code: 'rate_limited', details: { retryAfterSeconds: 15 } });
    await expect(hitRateLimit(db, 'ip:a', 3, at(1, 0))).resolves.toBeUndefined();
  });

  it('keeps only the last two minutes of counts, whichever bucket hits next', async () => {
    await hitRateLimit(db, 'ip:b', 10, at(2));
    await hitRateLimit(db, 'ip:c', 10, at(3));
    expect(await buckets()).toEqual(['ip:b', 'ip:c']);
    await hitRateLimit(db, 'ip:c', 10, at(5));
    expect(await buckets()).toEqual(['ip:c']);
  });
});

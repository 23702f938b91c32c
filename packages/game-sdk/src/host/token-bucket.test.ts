import { describe, expect, it } from 'vitest';
import { createTokenBucket } from './token-bucket.ts';

describe('createTokenBucket', () => {
  it('allows a burst, then the rate, on its clock', () => {
    let time = 0;
    const bucket = createTokenBucket(3, 2, () => time);
    expect([bucket.take(), bucket.take(), bucket.take(), bucket.take()]).toEqual([true, true, true, false]);
    expect(bucket.secondsUntilNext()).toBe(1);
    time += 499;
    expect(bucket.take()).toBe(false);
    time += 1;
    expect(bucket.take()).toBe(true);
    time += 60_000;
    expect([bucket.take(), bucket.take(), bucket.take(), bucket.take()]).toEqual([true, true, true, false]);
  });

  it('is not refilled by a clock that goes backwards', () => {
    let time = 1000;
    const bucket = createTokenBucket(1, 1, () => time);
    expect(bucket.take()).toBe(true);
    time = 0;
    expect(bucket.take()).toBe(false);
  });
});

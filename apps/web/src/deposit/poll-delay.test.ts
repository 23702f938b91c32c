import { describe, expect, it } from 'vitest';
import { depositPollDelayMs } from './poll-delay.ts';

describe('depositPollDelayMs', () => {
  it('backs off from 2 s by half each time, up to 15 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 50].map((attempt) => depositPollDelayMs(attempt))).toEqual([2000, 3000, 4500, 6750, 10125, 15000, 15000, 15000]);
  });

  it("waits at least as long as the server's Retry-After", () => {
    expect(depositPollDelayMs(0, 30)).toBe(30_000);
    expect(depositPollDelayMs(6, 1)).toBe(15_000);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validateHostResponse } from './validate-host-response.ts';

const envelope = { protocol: 'site-game', version: 1, type: 'response', id: 'r1' } as const;

describe('validateHostResponse', () => {
  it('accepts results and refusals', () => {
    expect(validateHostResponse({ ...envelope, ok: true, result: { runId: 'run-1' } })).toMatchObject({ ok: true });
    expect(validateHostResponse({ ...envelope, ok: true, result: { coins: '120', capped: true, gameCoinBalance: '0' } })).toMatchObject({ ok: true });
    expect(validateHostResponse({ ...envelope, ok: false, error: { code: 'not_enough_stamina', message: 'Wait.', retryAfterSeconds: 60 } })).toEqual({
      ok: true,
      value: { ...envelope, ok: false, error: { code: 'not_enough_stamina', message: 'Wait.', retryAfterSeconds: 60 } },
    });
  });

  it('accepts a pending notice with exactly its fields', () => {
    const notice = { protocol: 'site-game', version: 1, type: 'pending', id: 'r7' };
    expect(validateHostResponse(notice)).toEqual({ ok: true, value: notice });
  });

  it.each([
    ['an unknown error code', { ...envelope, ok: false, error: { code: 'lol', message: 'x' } }],
    ['a fractional coin amount', { ...envelope, ok: true, result: { coins: '1.5', capped: false } }],
    ['a number of coins', { ...envelope, ok: true, result: { coins: 15, capped: false } }],
    ['a run id with spaces', { ...envelope, ok: true, result: { runId: 'a b' } }],
    ['a negative wait', { ...envelope, ok: false, error: { code: 'busy', message: 'x', retryAfterSeconds: -1 } }],
    ['a request echoed back', { protocol: 'site-game', version: 1, type: 'ready', id: 'r1' }],
    ['a pending notice with more fields', { protocol: 'site-game', version: 1, type: 'pending', id: 'r1', ok: true }],
    ['a pending notice of version 2', { protocol: 'site-game', version: 2, type: 'pending', id: 'r1' }],
    ['a pending notice with a bad id', { protocol: 'site-game', version: 1, type: 'pending', id: '<b>' }],
  ])('refuses %s', (_name, data) => {
    expect(validateHostResponse(data).ok).toBe(false);
  });

  it('never throws (fast-check)', () => {
    fc.assert(fc.property(fc.anything({ withBigInt: true, withNullPrototype: true }), (data) => typeof validateHostResponse(data).ok === 'boolean'));
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validateGameRequest } from './validate-game-request.ts';

const envelope = { protocol: 'site-game', version: 1 } as const;
const finish = { ...envelope, type: 'finishRun', id: 'r1', runId: 'run-1', score: 10, level: 3, completed: true };

describe('validateGameRequest', () => {
  it('accepts each request type with exactly its fields', () => {
    expect(validateGameRequest({ ...envelope, type: 'ready', id: 'a' })).toEqual({ ok: true, value: { ...envelope, type: 'ready', id: 'a' } });
    expect(validateGameRequest({ ...envelope, type: 'startRun', id: 'b_2-C' })).toMatchObject({ ok: true });
    expect(validateGameRequest({ ...envelope, type: 'exit', id: 'e' })).toEqual({ ok: true, value: { ...envelope, type: 'exit', id: 'e' } });
    expect(validateGameRequest(finish)).toEqual({ ok: true, value: finish });
    const { level: _level, ...withoutLevel } = finish;
    expect(validateGameRequest(withoutLevel)).toEqual({ ok: true, value: withoutLevel });
    expect(validateGameRequest({ ...finish, score: 0, level: 10_000, completed: false })).toMatchObject({ ok: true });
    expect(validateGameRequest({ ...finish, score: 1_000_000_000 })).toMatchObject({ ok: true });
  });

  it.each([
    ['a finishRun field on ready', { ...envelope, type: 'ready', id: 'a', score: 1 }, 'unexpected field "score"'],
    ['a finishRun field on exit', { ...envelope, type: 'exit', id: 'a', runId: 'r' }, 'unexpected field "runId"'],
    ['an unknown type', { ...envelope, type: 'quit', id: 'a' }, 'type must be "ready", "startRun", "finishRun" or "exit"'],
    ['a missing score', { ...envelope, type: 'finishRun', id: 'a', runId: 'r', completed: true }, 'missing field "score"'],
    ['another protocol', { ...finish, protocol: 'other' }, 'protocol must be "site-game"'],
    ['a string version', { ...finish, version: '1' }, 'version must be 1'],
    ['an empty id', { ...finish, id: '' }, 'id must be 1 to 64 letters, digits, "_" or "-"'],
    ['an id with markup', { ...finish, id: '<img>' }, 'id must be 1 to 64 letters, digits, "_" or "-"'],
    ['a 65-character run id', { ...finish, runId: 'r'.repeat(65) }, 'runId must be the id startRun answered'],
    ['a negative score', { ...finish, score: -1 }, 'score must be a whole number from 0 to 1000000000'],
    ['a fractional score', { ...finish, score: 1.5 }, 'score must be a whole number from 0 to 1000000000'],
    ['an infinite score', { ...finish, score: Infinity }, 'score must be a whole number from 0 to 1000000000'],
    ['a NaN score', { ...finish, score: Number.NaN }, 'score must be a whole number from 0 to 1000000000'],
    ['a too high score', { ...finish, score: 1_000_000_001 }, 'score must be a whole number from 0 to 1000000000'],
    ['a bigint score', { ...finish, score: 5n }, 'score must be a whole number from 0 to 1000000000'],
    ['level 0', { ...finish, level: 0 }, 'level must be a whole number from 1 to 10000'],
    ['a null level', { ...finish, level: null }, 'level must be a whole number from 1 to 10000'],
    ['completed as a string', { ...finish, completed: 'true' }, 'completed must be true or false'],
    ['an array', [finish], 'the message is not an object'],
    ['a date', new Date(), 'the message is not a plain object'],
    ['a map', new Map(), 'the message is not a plain object'],
  ])('refuses %s', (_name, data, reason) => {
    expect(validateGameRequest(data)).toEqual({ ok: false, reason });
  });

  it('stops at the first unknown key of a huge object', () => {
    const huge: Record<string, unknown> = { ...finish, score: 1 };
    for (let index = 0; index < 200_000; index += 1) huge[`k${index}`] = index;
    expect(validateGameRequest(huge)).toEqual({ ok: false, reason: 'unexpected field "k0"' });
  });

  it('never throws and never accepts anything but the three shapes (fast-check)', () => {
    const hostile = fc.oneof(
      fc.anything({ withBigInt: true, withDate: true, withMap: true, withSet: true, withTypedArray: true, withNullPrototype: true }),
      fc.record({ ...Object.fromEntries(Object.entries(finish).map(([key, value]) => [key, fc.oneof(fc.constant(value), fc.anything())])) }, { requiredKeys: [] }),
      fc.dictionary(fc.constantFrom('protocol', 'version', 'type', 'id', 'runId', 'score', 'level', 'completed', '__proto__', 'constructor'), fc.anything()),
    );
    fc.assert(
      fc.property(hostile, (data) => {
        const checked = validateGameRequest(data);
        if (!checked.ok) return typeof checked.reason === 'string' && checked.reason.length < 200;
        const request = checked.value;
        expect(request.protocol).toBe('site-game');
        expect(request.version).toBe(1);
        expect(request.id).toMatch(/^[A-Za-z0-9_-]{1,64}$/);
        if (request.type === 'finishRun') {
          expect(Number.isInteger(request.score) && request.score >= 0 && request.score <= 1e9).toBe(true);
          expect(request.level === undefined || (Number.isInteger(request.level) && request.level >= 1)).toBe(true);
          expect(typeof request.completed).toBe('boolean');
        } else {
          expect(['ready', 'startRun', 'exit']).toContain(request.type);
          expect(Object.keys(request).sort()).toEqual(['id', 'protocol', 'type', 'version']);
        }
        return true;
      }),
      { numRuns: 2000 },
    );
  });

  it('reports an object whose getter throws instead of throwing', () => {
    const trap = { ...finish };
    Object.defineProperty(trap, 'score', {
      enumerable: true,
      get() {
        throw new Error('boom');
      },
    });
    expect(validateGameRequest(trap)).toEqual({ ok: false, reason: 'the message could not be read' });
    expect(validateGameRequest(new Proxy({}, { ownKeys: () => { throw new Error('boom'); } }))).toMatchObject({ ok: false });
  });
});

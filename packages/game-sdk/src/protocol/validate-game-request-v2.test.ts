import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validateGameRequestV2 } from './validate-game-request-v2.ts';

const envelope = { protocol: 'site-game', version: 2 } as const;
const finish = { ...envelope, type: 'finishRun', id: 'r1', requestId: 'finish-001', runId: 'run-1', score: 10, level: 3, completed: true };

describe('validateGameRequestV2', () => {
  it('accepts each request type with exactly its fields', () => {
    for (const type of ['gameReady', 'gameplayStart', 'gameplayStop', 'happyTime', 'gameOver', 'exit']) {
      expect(validateGameRequestV2({ ...envelope, type, id: 'a' })).toEqual({ ok: true, value: { ...envelope, type, id: 'a' } });
    }
    expect(validateGameRequestV2({ ...envelope, type: 'loadingProgress', id: 'a', progress: 100 })).toMatchObject({ ok: true });
    expect(validateGameRequestV2({ ...envelope, type: 'startRun', id: 'a', requestId: 'abcdefgh' })).toMatchObject({ ok: true });
    expect(validateGameRequestV2(finish)).toEqual({ ok: true, value: finish });
    expect(validateGameRequestV2({ ...finish, moves: ['up', 'left'] })).toEqual({ ok: true, value: { ...finish, moves: ['up', 'left'] } });
  });

  it('accepts gameOver with the level played and whether it was completed, together, or neither', () => {
    const over = { ...envelope, type: 'gameOver', id: 'a' };
    expect(validateGameRequestV2({ ...over, level: 3, completed: true })).toEqual({ ok: true, value: { ...over, level: 3, completed: true } });
    expect(validateGameRequestV2({ ...over, level: 10_000, completed: false })).toEqual({ ok: true, value: { ...over, level: 10_000, completed: false } });
  });

  it.each([
    ['version 1\'s ready', { ...envelope, type: 'ready', id: 'a' }, 'version must be 1'],
    ['an unknown type', { ...envelope, type: 'explode', id: 'a' }, 'type must be one of gameReady, gameplayStart, gameplayStop, happyTime, gameOver, exit, load, save, loadingProgress, getLeaderboard, getAchievements, startRun, finishRun'],
    ['a leaderboard of an unknown period', { ...envelope, type: 'getLeaderboard', id: 'a', view: 'top', period: 'year' }, 'period must be one of all, week, day'],
    ['a leaderboard of an unknown view', { ...envelope, type: 'getLeaderboard', id: 'a', view: 'everyone', period: 'all' }, 'view must be one of top, aroundMe, friends'],
    ['a leaderboard of level 0', { ...envelope, type: 'getLeaderboard', id: 'a', view: 'top', period: 'all', level: 0 }, 'level must be a whole number from 1 to 10000'],
    ['a progress above 100', { ...envelope, type: 'loadingProgress', id: 'a', progress: 101 }, 'progress must be a whole number from 0 to 100'],
    ['a fractional progress', { ...envelope, type: 'loadingProgress', id: 'a', progress: 0.5 }, 'progress must be a whole number from 0 to 100'],
    ['a startRun without its request id', { ...envelope, type: 'startRun', id: 'a' }, 'missing field "requestId"'],
    ['a short request id', { ...envelope, type: 'startRun', id: 'a', requestId: 'abc' }, 'requestId must be 8 to 64 letters, digits, "_" or "-"'],
    ['a progress on gameReady', { ...envelope, type: 'gameReady', id: 'a', progress: 1 }, 'unexpected field "progress"'],
    ['a game named on getAchievements', { ...envelope, type: 'getAchievements', id: 'a', game: 'other' }, 'unexpected field "game"'],
    ['a negative score', { ...finish, score: -1 }, 'score must be a whole number from 0 to 1000000000'],
    ['moves that are not a list', { ...finish, moves: 'up,left' }, 'moves must be a list of at most 1000 words of 1 to 16 letters, digits, "_" or "-"'],
    ['a move that is not a word', { ...finish, moves: ['up', { x: 1 }] }, 'moves must be a list of at most 1000 words of 1 to 16 letters, digits, "_" or "-"'],
    ['more than 1000 moves', { ...finish, moves: Array.from({ length: 1001 }, () => 'up') }, 'moves must be a list of at most 1000 words of 1 to 16 letters, digits, "_" or "-"'],
    ['a save of an object, not JSON text', { ...envelope, type: 'save', id: 'a', baseVersion: 0, json: { level: 1 } }, 'json must be a string of at most 256 KiB'],
    ['a save of more than 256 Ki characters', { ...envelope, type: 'save', id: 'a', baseVersion: 0, json: 'x'.repeat(256 * 1024 + 1) }, 'json must be a string of at most 256 KiB'],
    ['a save with a negative base version', { ...envelope, type: 'save', id: 'a', baseVersion: -1, json: '1' }, 'baseVersion must be a whole number from 0'],
    ['a gameOver with a level alone', { ...envelope, type: 'gameOver', id: 'a', level: 2 }, 'completed must be true or false'],
    ['a gameOver with completed alone', { ...envelope, type: 'gameOver', id: 'a', completed: true }, 'level must be a whole number from 1 to 10000'],
    ['a gameOver of level 0', { ...envelope, type: 'gameOver', id: 'a', level: 0, completed: true }, 'level must be a whole number from 1 to 10000'],
    ['a gameOver of a fractional level', { ...envelope, type: 'gameOver', id: 'a', level: 1.5, completed: true }, 'level must be a whole number from 1 to 10000'],
    ['a gameOver of level "2"', { ...envelope, type: 'gameOver', id: 'a', level: '2', completed: true }, 'level must be a whole number from 1 to 10000'],
    ['a gameOver completed "yes"', { ...envelope, type: 'gameOver', id: 'a', level: 2, completed: 'yes' }, 'completed must be true or false'],
    ['a gameOver with a score', { ...envelope, type: 'gameOver', id: 'a', level: 2, completed: true, score: 5 }, 'unexpected field "score"'],
    ['a save without its base version', { ...envelope, type: 'save', id: 'a', json: '1' }, 'missing field "baseVersion"'],
  ])('refuses %s', (_name, data, reason) => {
    expect(validateGameRequestV2(data)).toEqual({ ok: false, reason });
  });

  it('never throws and accepts only version 2 (fast-check)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.anything({ withBigInt: true, withNullPrototype: true }), fc.record({ protocol: fc.constant('site-game'), version: fc.constantFrom(1, 2), type: fc.string(), id: fc.string(), progress: fc.anything() }, { requiredKeys: [] })), (data) => {
        const checked = validateGameRequestV2(data);
        if (checked.ok) expect(checked.value.version).toBe(2);
        else expect(typeof checked.reason).toBe('string');
      }),
      { numRuns: 1000 },
    );
  });
});

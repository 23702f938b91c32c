import type { GameRewardTable } from '@site/api-contract';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../errors/api-error.ts';
import { parseRewardTable, tableRewardFor } from './reward-table.ts';

const scoreTable: GameRewardTable = { kind: 'score', scorePerCoin: 10, maxScore: 500, completedCoins: 5 };
const levelsTable: GameRewardTable = { kind: 'levels', scorePerCoin: 100, levels: [{ maxScore: 600, completedCoins: 10 }, { maxScore: 700, completedCoins: 13 }] };

function refusal(run: () => unknown): { field: string | undefined; message: string } {
  try {
    run();
  } catch (error) {
    if (error instanceof ApiError && error.status === 400 && error.code === 'validation_failed') return { field: error.details?.field, message: error.message };
    throw error;
  }
  throw new Error('the claim was not refused');
}

describe('tableRewardFor', () => {
  it('pays one coin per scorePerCoin points, rounded down, plus the bonus of a completed run', () => {
    expect(tableRewardFor(scoreTable, { score: 0, completed: false })).toBe(0n);
    expect(tableRewardFor(scoreTable, { score: 59, completed: false })).toBe(5n);
    expect(tableRewardFor(scoreTable, { score: 500, completed: true })).toBe(55n);
    expect(tableRewardFor(levelsTable, { score: 650, level: 2, completed: true })).toBe(19n);
    expect(tableRewardFor(levelsTable, { score: 99, level: 1, completed: false })).toBe(0n);
  });

  it('refuses a score above the most the table allows, naming body.score', () => {
    expect(refusal(() => tableRewardFor(scoreTable, { score: 501, completed: true }))).toEqual({ field: 'body.score', message: 'body.score: 501 is more than a run of this game can score (500).' });
    expect(refusal(() => tableRewardFor(levelsTable, { score: 601, level: 1, completed: false })).field).toBe('body.score');
  });

  it('refuses a level the game does not have, a missing level, and a level for a game without levels, naming body.level', () => {
    expect(refusal(() => tableRewardFor(levelsTable, { score: 1, level: 3, completed: true })).message).toBe('body.level: this game has 2 levels; there is no level 3.');
    expect(refusal(() => tableRewardFor(levelsTable, { score: 1, completed: true })).field).toBe('body.level');
    expect(refusal(() => tableRewardFor(scoreTable, { score: 1, level: 1, completed: true })).field).toBe('body.level');
  });
});

describe('parseRewardTable', () => {
  it('accepts the contract shapes and fails loudly on anything else', () => {
    expect(parseRewardTable(levelsTable, 'x')).toEqual(levelsTable);
    expect(() => parseRewardTable({ kind: 'score', scorePerCoin: 0, maxScore: 1, completedCoins: 0 }, 'game x version 1')).toThrow(/game x version 1/);
    expect(() => parseRewardTable({ kind: 'levels', scorePerCoin: 1, levels: [] }, 'y')).toThrow();
  });
});

import type { GameRequest, GameRequestV2 } from '@site/game-sdk/host';
import { describe, expect, it } from 'vitest';
import { describeRequest } from './describe-request.ts';

describe("the playground's log of a finish", () => {
  it('shows its score and, for a game with levels, its level, and a run not completed', () => {
    const finish = (claim: { score: number; level?: number; completed: boolean }): GameRequest => ({ protocol: 'site-game', version: 1, id: 'r1', type: 'finishRun', runId: 'run-1', ...claim });
    expect(describeRequest(finish({ score: 120, completed: true }))).toBe('score 120');
    expect(describeRequest(finish({ score: 120, level: 3, completed: true }))).toBe('score 120, level 3');
    expect(describeRequest(finish({ score: 0, level: 3, completed: false }))).toBe('score 0, level 3, not completed');
    expect(describeRequest(finish({ score: 0, completed: false }))).toBe('score 0, not completed');
  });
});

describe("the playground's log of a gameOver", () => {
  it('shows the level it names and whether it was completed, and nothing for one without', () => {
    const over = (play: { level?: number; completed?: boolean }): GameRequestV2 => ({ protocol: 'site-game', version: 2, id: 'r2', type: 'gameOver', ...play });
    expect(describeRequest(over({ level: 2, completed: true }))).toBe('level 2, completed');
    expect(describeRequest(over({ level: 3, completed: false }))).toBe('level 3, not completed');
    expect(describeRequest(over({}))).toBe('');
  });
});

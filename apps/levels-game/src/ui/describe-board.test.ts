import { describe, expect, it } from 'vitest';
import { levels } from '../levels/levels.ts';
import { describeBoard, describeMove } from './describe-board.ts';

describe('the board in words', () => {
  it('names the player, the exit and the gems', () => {
    const level = levels.find((each) => each.gems.length === 2)!;
    const state = { position: level.start, gemMask: 0b10, moves: 2, won: false };
    expect(describeBoard(level, state)).toMatch(new RegExp(`^Level ${level.number} board, ${level.width} by ${level.height}\\. You are at row \\d+, column \\d+; the exit is at row \\d+, column \\d+\\. Gems: 1 of 2 collected\\.$`));
    expect(describeMove(level, state, true, 'left')).toMatch(/^Slid left to row \d+, column \d+\. Move 2\. 1 of 2 gems\.$/);
  });

  it('says when a slide is blocked and when the level is won', () => {
    const level = levels[0]!;
    expect(describeMove(level, { position: level.start, gemMask: 0, moves: 0, won: false }, false, 'up')).toBe('Blocked: you cannot slide up.');
    expect(describeMove(level, { position: level.exit, gemMask: 0, moves: 1, won: true }, true, 'right')).toBe('Out through the exit in 1 move!');
  });
});

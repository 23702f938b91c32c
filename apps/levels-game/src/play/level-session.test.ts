import { describe, expect, it } from 'vitest';
import { levels } from '../levels/levels.ts';
import { solveLevel } from '../levels/solve-level.ts';
import { createLevelSession } from './level-session.ts';

describe('createLevelSession', () => {
  it('plays a level to the end with its solution, counting moves', () => {
    const level = levels[9]!;
    const session = createLevelSession(level);
    for (const direction of solveLevel(level)!) expect(session.move(direction)).not.toBeNull();
    expect(session.state).toMatchObject({ moves: level.par, won: true, position: level.exit });
    expect(session.move('up')).toBeNull();
    expect(session.undo()).toBe(false);
  });

  it('does not count a blocked slide, takes moves back, and restarts', () => {
    const session = createLevelSession(levels[0]!);
    expect(session.move('up')).toBeNull();
    expect(session.state.moves).toBe(0);
    expect(session.move('down')).not.toBeNull();
    expect(session.state.moves).toBe(1);
    expect(session.undo()).toBe(true);
    expect(session.state).toEqual({ position: levels[0]!.start, gemMask: 0, moves: 0, won: false });
    expect(session.undo()).toBe(false);
    session.move('down');
    session.restart();
    expect(session.state.moves).toBe(0);
  });
});

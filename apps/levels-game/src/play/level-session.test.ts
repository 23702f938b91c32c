import { describe, expect, it } from 'vitest';
import { directions, levels, replayRun, solveLevel } from '@site/levels-rules';
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

  it('keeps the moves the finish sends: undone ones taken out, a restart starting afresh, and the server\'s replay agreeing', () => {
    const level = levels[9]!;
    const solution = solveLevel(level)!;
    const session = createLevelSession(level);
    session.move(solution[0]!);
    session.restart();
    expect(session.moves).toEqual([]);
    for (const direction of solution.slice(0, 2)) session.move(direction);
    // A move off the solution (the first way that slides), taken back.
    directions.find((direction) => direction !== solution[2] && session.move(direction) !== null);
    expect(session.undo()).toBe(true);
    for (const direction of solution.slice(2)) session.move(direction);
    expect(session.moves).toEqual(solution);
    expect(replayRun({ level: level.number, completed: true, moves: session.moves })).toMatchObject({ ok: true, run: { moves: session.state.moves, score: 1000 } });
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

import { levelData } from '../../levels-game/src/levels/level-data.ts';
import { scoreRun } from '../../levels-game/src/play/score-run.ts';

/** One run as the model player plays it: how long it takes and what it claims at the end. */
export interface PacedRun {
  seconds: number;
  claim: { score: number; level?: number; completed: boolean };
}

/**
 * The model player's pace (apps/api/README.md, "A new player's first session"): a new player
 * solves each Levels level one move over par (two stars, the game's own score for it), at 4 s a
 * move, plus 20 s for reading the board and the result. Levels' par comes from the game's data.
 */
export const levelsPace = {
  secondsPerMove: 4,
  secondsAround: 20,
  movesOverPar: 1,
  /** Levels' number of levels: a player through all of them plays the last again. */
  levels: levelData.length,
  run(level: number): PacedRun {
    const data = levelData[level - 1];
    if (!data) throw new Error(`Levels has no level ${level}.`);
    const moves = data.par + this.movesOverPar;
    return { seconds: this.secondsAround + this.secondsPerMove * moves, claim: { score: scoreRun({ moves, par: data.par, completed: true }).score, level, completed: true } };
  },
};

/**
 * A submitted game on the default reward table (`submittedGameRewardTable`): a run of 90 s that
 * finishes with 3,000 points, a third of the table's 10,000.
 */
export const submittedGamePace = {
  run(): PacedRun {
    return { seconds: 90, claim: { score: 3000, completed: true } };
  },
};

import { levels, movesFinishingIn, scoreRun } from '@site/levels-rules';

/** One run as the model player plays it: how long it takes and what it claims at the end. */
export interface PacedRun {
  seconds: number;
  claim: { score: number; level?: number; completed: boolean; moves?: string[] };
}

/**
 * The model player's pace (docs/api/first-session.md): a new player
 * solves each Levels level one move over par (two stars, the game's own score for it; two over
 * on a board that no run one over par finishes), at 4 s a move, plus 20 s for reading the board
 * and the result. Levels' par and moves come from the game's rules, and the server replays them.
 */
export const levelsPace = {
  secondsPerMove: 4,
  secondsAround: 20,
  movesOverPar: 1,
  /** Levels' number of levels: a player through all of them plays the last again. */
  levels: levels.length,
  run(number: number): PacedRun {
    const level = levels[number - 1];
    if (!level) throw new Error(`Levels has no level ${number}.`);
    const moves = movesFinishingIn(level, level.par + this.movesOverPar) ?? movesFinishingIn(level, level.par + this.movesOverPar + 1);
    if (!moves) throw new Error(`Level ${number} has no run one or two moves over par.`);
    const { score } = scoreRun({ moves: moves.length, par: level.par, completed: true });
    return { seconds: this.secondsAround + this.secondsPerMove * moves.length, claim: { score, level: number, completed: true, moves } };
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

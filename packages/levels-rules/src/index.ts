/** The rules of Levels, shared by the game (apps/levels-game) and the server's replay of a run (apps/api). */
export { directions, type Direction, type Level, type Tile } from './level.ts';
export { levels } from './levels.ts';
export { parseLevel } from './parse-level.ts';
export { slide, type SlideResult } from './slide.ts';
export { solveLevel } from './solve-level.ts';
export { maxLevelScore, scoreRun, type RunScore } from './score-run.ts';
export { maxRunMoves, replayRun, type Replay, type ReplayFault, type ReplayedRun } from './replay-run.ts';
export { movesFinishingIn, movesScoring } from './moves-for-score.ts';

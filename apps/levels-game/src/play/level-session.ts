import { type Direction, type Level, slide, type SlideResult } from '@site/levels-rules';

export interface SessionState {
  position: number;
  gemMask: number;
  moves: number;
  won: boolean;
}

export interface LevelSession {
  readonly level: Level;
  readonly state: SessionState;
  /** The moves that made the state, in order (an undone move taken out): what the run's finish sends, for the site to replay. */
  readonly moves: readonly Direction[];
  /** Slides; null when the way is blocked (not a move) or the level is already won. */
  move(direction: Direction): SlideResult | null;
  /** Takes back the last move; false when there is none. */
  undo(): boolean;
  restart(): void;
}

/** The state of one attempt at a level: where the player is, the gems held, the moves made. */
export function createLevelSession(level: Level): LevelSession {
  const initial: SessionState = { position: level.start, gemMask: 0, moves: 0, won: false };
  let state = initial;
  let history: SessionState[] = [];
  const moves: Direction[] = [];
  return {
    level,
    get state() {
      return state;
    },
    get moves() {
      return moves;
    },
    move(direction) {
      if (state.won) return null;
      const result = slide(level, state.position, state.gemMask, direction);
      if (result.path.length === 0) return null;
      history.push(state);
      moves.push(direction);
      state = { position: result.position, gemMask: result.gemMask, moves: state.moves + 1, won: result.won };
      return result;
    },
    undo() {
      const last = history.pop();
      if (!last || state.won) {
        if (last) history.push(last);
        return false;
      }
      state = last;
      moves.pop();
      return true;
    },
    restart() {
      state = initial;
      history = [];
      moves.length = 0;
    },
  };
}

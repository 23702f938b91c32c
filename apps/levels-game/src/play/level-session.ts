import type { Direction, Level } from '../levels/level.ts';
import { slide, type SlideResult } from '../levels/slide.ts';

export interface SessionState {
  position: number;
  gemMask: number;
  moves: number;
  won: boolean;
}

export interface LevelSession {
  readonly level: Level;
  readonly state: SessionState;
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
  return {
    level,
    get state() {
      return state;
    },
    move(direction) {
      if (state.won) return null;
      const result = slide(level, state.position, state.gemMask, direction);
      if (result.path.length === 0) return null;
      history.push(state);
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
      return true;
    },
    restart() {
      state = initial;
      history = [];
    },
  };
}

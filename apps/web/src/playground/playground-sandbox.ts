import { submissionLimits, type GameDeclaration } from '@site/api-contract';
import { claimBeyondLimits, claimLimitsOf, levelNotOpen, runCounts, runScores, type ClaimRefusal } from '@site/api-contract/claim-rules';
import { GameRunRefusal, type GameHostCallbacks, type LeaderboardRow } from '@site/game-sdk/host';
import { createLocalSaveStore, type SaveStorage } from '../play/local-save-store.ts';

/** Everything the host asks the site for, answered from the maker's sandbox instead of the server. */
export type SandboxCallbacks = Required<Pick<GameHostCallbacks, 'onLoad' | 'onSave' | 'onGetLeaderboard' | 'onGetAchievements' | 'onStartRun' | 'onFinishRun'>>;

/** The sandbox's callbacks, and the declaration it applies with the levels completed under it. */
export interface PlaygroundSandbox extends SandboxCallbacks {
  /** What the maker will declare at /submit, as the sandbox applies it: the site's default (no levels, a top score of 10,000) until they set one. */
  declaration(): GameDeclaration;
  declare(declaration: GameDeclaration): void;
  /** The lowest level not completed in the sandbox (the highest one open, as the site's `open`); null for a game without levels, or every level completed. */
  openLevel(): number | null;
  /** Forgets the levels completed: level 1 alone is open again (saves and boards stay). */
  forgetLevels(): void;
  /**
   * Counts every declared level completed, as for a player who completed them all (`openLevel`
   * null): a finish of any declared level is accepted then, as the site pays one, and the game is
   * opened without `open`. For the maker who tries level 3 without winning levels 1 and 2 first.
   */
  openAllLevels(): void;
}

/**
 * A finish the site would refuse (400 naming `body.level` or `body.score`): the game hears what it
 * hears on the site, `refused` "The site refused the request." (run-bridge.ts `refusalFor`), and
 * the playground shows the maker why (`refusal`).
 */
export class PlaygroundClaimRefusal extends GameRunRefusal {
  readonly refusal: ClaimRefusal;

  constructor(refusal: ClaimRefusal) {
    super('refused', 'The site refused the request.');
    this.refusal = refusal;
  }
}

/** The declaration a new game gets at /submit when its maker says nothing (apps/api submissions/store-version.ts). */
export const defaultDeclaration: GameDeclaration = { levels: null, topScore: submissionLimits.topScoreDefault };

/** The best scores a sandbox board keeps. */
const boardSize = 10;

/** `area` seen through a prefix: the sandbox's keys never meet the site's own (a visitor's saves, the settings). */
function prefixed(area: () => Storage | undefined, prefix: string): () => SaveStorage | undefined {
  return () => {
    const storage = area();
    if (!storage) return undefined;
    return {
      getItem: (key) => storage.getItem(prefix + key),
      setItem: (key, value) => {
        storage.setItem(prefix + key, value);
      },
      removeItem: (key) => {
        storage.removeItem(prefix + key);
      },
      key: () => null,
      length: 0,
    };
  };
}

function readJson(area: SaveStorage | undefined, key: string): unknown {
  try {
    return JSON.parse(area?.getItem(key) ?? 'null') as unknown;
  } catch {
    return null;
  }
}

function write(area: SaveStorage | undefined, key: string, value: unknown): void {
  try {
    area?.setItem(key, JSON.stringify(value));
  } catch {
    // Blocked storage or a full quota: the run still finishes, what it did is not kept.
  }
}

function readScores(area: SaveStorage | undefined, key: string): number[] {
  const value = readJson(area, key);
  return Array.isArray(value) ? value.filter((score): score is number => Number.isSafeInteger(score)).slice(0, boardSize) : [];
}

const wholeIn = (value: unknown, least: number, most: number): value is number => Number.isSafeInteger(value) && (value as number) >= least && (value as number) <= most;

/** A declaration as stored, within /submit's bounds; anything else (storage is untrusted) is the default. */
function readDeclaration(area: SaveStorage | undefined, key: string): GameDeclaration {
  const value = readJson(area, key) as Partial<Record<keyof GameDeclaration, unknown>> | null;
  if (typeof value !== 'object' || value === null) return defaultDeclaration;
  const { levels, topScore } = value;
  if (!wholeIn(topScore, 1, submissionLimits.topScoreMax) || !(levels === null || wholeIn(levels, 1, submissionLimits.levelsMax))) return defaultDeclaration;
  return { levels, topScore };
}

/**
 * The playground's answers (docs: the SDK README, "The playground"): in this browser, kept apart
 * per maker (`accountId`) and per game address (`origin`), never on the server. Saves follow the
 * site's rules (`local-save-store.ts`: size, `save_conflict`); runs start and finish with no
 * stamina and no coins (`coins: "0"`); achievements are none. Finishes and boards follow the
 * maker's declaration as the site will (the contract's claim-rules.ts, the server's own rules): a
 * finish the site would refuse (a level the game does not have, a level not open yet in the
 * sandbox's progress, a score above the top) is refused `refused`, and the run stays open; a game
 * with levels has a board per level (`level` required), its levels open in order as completed
 * here; each board lists the maker's own best scores of the runs that count there.
 */
export function playgroundSandbox({ accountId, displayName, origin, storage }: { accountId: string; displayName: string; origin: string; storage: () => Storage | undefined }): PlaygroundSandbox {
  const area = prefixed(storage, `site-playground:${accountId}:`);
  const saves = createLocalSaveStore(area);
  const boardKey = (level: number | undefined) => (level === undefined ? `board:${origin}` : `board:${origin}:level:${String(level)}`);
  const declarationKey = `declaration:${origin}`;
  const levelsKey = `levels:${origin}`;
  const declaration = () => readDeclaration(area(), declarationKey);
  const completedLevels = (): Set<number> => {
    const value = readJson(area(), levelsKey);
    return new Set(Array.isArray(value) ? value.filter((level): level is number => wholeIn(level, 1, submissionLimits.levelsMax)) : []);
  };
  const openLevel = (): number | null => {
    const { levels } = declaration();
    if (levels === null) return null;
    const completed = completedLevels();
    for (let level = 1; level <= levels; level += 1) if (!completed.has(level)) return level;
    return null;
  };
  let runs = 0;
  let current: string | null = null;
  return {
    declaration,
    declare: (declared) => {
      write(area(), declarationKey, declared);
    },
    openLevel,
    forgetLevels: () => {
      try {
        area()?.removeItem(levelsKey);
      } catch {
        // Blocked storage keeps nothing to forget.
      }
    },
    openAllLevels: () => {
      const { levels } = declaration();
      if (levels === null) return;
      const completed = completedLevels();
      for (let level = 1; level <= levels; level += 1) completed.add(level);
      write(area(), levelsKey, [...completed].sort((a, b) => a - b));
    },
    onLoad: () => Promise.resolve(saves.load(origin)),
    onSave: (save) => Promise.resolve().then(() => saves.save(origin, save)),
    onGetAchievements: () => Promise.resolve([]),
    onGetLeaderboard: ({ view, period, level }) => {
      // The site's boards (apps/api leaderboards/board-of-request.ts): one per level for a game with levels, `level` required; none named for a game without.
      const { levels } = declaration();
      if (levels === null ? level !== undefined : level === undefined || level > levels) return Promise.reject(new GameRunRefusal('unknown_level', 'This game has no such leaderboard level.'));
      const rows: LeaderboardRow[] = readScores(area(), boardKey(level)).map((score, index) => ({ rank: index + 1, displayName, score, you: true, verified: false }));
      return Promise.resolve({ view, period, level: level ?? null, resetsAt: null, entries: rows, me: rows[0] ?? null });
    },
    onStartRun: () => {
      runs += 1;
      current = `playground-${String(runs)}`;
      return Promise.resolve({ runId: current });
    },
    onFinishRun: (claim) => {
      const declared = declaration();
      const refusal = claimBeyondLimits(claimLimitsOf(declared), claim) ?? levelNotOpen(claim.level, openLevel());
      // Refused as the site refuses it: nothing changes, the run may still be finished honestly.
      if (refusal !== null) return Promise.reject(new PlaygroundClaimRefusal(refusal));
      if (claim.runId === current) {
        current = null;
        const stored = area();
        if (claim.level !== undefined && runCounts(claim)) write(stored, levelsKey, [...completedLevels().add(claim.level)].sort((a, b) => a - b));
        if (runScores(claim)) write(stored, boardKey(claim.level), [...readScores(stored, boardKey(claim.level)), claim.score].sort((a, b) => b - a).slice(0, boardSize));
      }
      return Promise.resolve({ coins: '0', capped: false });
    },
  };
}

import type { GameHostCallbacks, LeaderboardRow } from '@site/game-sdk/host';
import { createLocalSaveStore, type SaveStorage } from '../play/local-save-store.ts';

/** Everything the host asks the site for, answered from the maker's sandbox instead of the server. */
export type SandboxCallbacks = Required<Pick<GameHostCallbacks, 'onLoad' | 'onSave' | 'onGetLeaderboard' | 'onGetAchievements' | 'onStartRun' | 'onFinishRun'>>;

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

function readScores(area: SaveStorage | undefined, key: string): number[] {
  try {
    const value = JSON.parse(area?.getItem(key) ?? '[]') as unknown;
    return Array.isArray(value) ? value.filter((score): score is number => Number.isSafeInteger(score)).slice(0, boardSize) : [];
  } catch {
    return [];
  }
}

/**
 * The playground's answers (docs: the SDK README, "The playground"): in this browser, kept apart
 * per maker (`accountId`) and per game address (`origin`), never on the server. Saves follow the
 * site's rules (`local-save-store.ts`: size, `save_conflict`); runs start and finish with no
 * stamina and no coins (`coins: "0"`); each board lists the maker's own best finished scores;
 * achievements are none.
 */
export function playgroundSandbox({ accountId, displayName, origin, storage }: { accountId: string; displayName: string; origin: string; storage: () => Storage | undefined }): SandboxCallbacks {
  const area = prefixed(storage, `site-playground:${accountId}:`);
  const saves = createLocalSaveStore(area);
  const boardKey = `board:${origin}`;
  let runs = 0;
  let current: string | null = null;
  return {
    onLoad: () => Promise.resolve(saves.load(origin)),
    onSave: (save) => Promise.resolve().then(() => saves.save(origin, save)),
    onGetAchievements: () => Promise.resolve([]),
    onGetLeaderboard: ({ view, period, level }) => {
      const rows: LeaderboardRow[] = readScores(area(), boardKey).map((score, index) => ({ rank: index + 1, displayName, score, you: true, verified: false }));
      return Promise.resolve({ view, period, level: level ?? null, resetsAt: null, entries: rows, me: rows[0] ?? null });
    },
    onStartRun: () => {
      runs += 1;
      current = `playground-${String(runs)}`;
      return Promise.resolve({ runId: current });
    },
    onFinishRun: ({ runId, score }) => {
      if (runId === current) {
        current = null;
        const stored = area();
        const scores = [...readScores(stored, boardKey), score].sort((a, b) => b - a).slice(0, boardSize);
        try {
          stored?.setItem(boardKey, JSON.stringify(scores));
        } catch {
          // Blocked storage or a full quota: the run still finishes, its score is not kept.
        }
      }
      return Promise.resolve({ coins: '0', capped: false });
    },
  };
}

import { GameSdkError, type SaveSnapshot } from '@site/game-sdk/v2';
import { describe, expect, it } from 'vitest';
import { saveProgress, unlockedBySave } from './saved-progress.ts';

describe('unlockedBySave', () => {
  it('reads the highest level a save unlocks, capped at the number of levels', () => {
    expect(unlockedBySave({ unlocked: 5 }, 24)).toBe(5);
    expect(unlockedBySave({ unlocked: 99 }, 24)).toBe(24);
  });

  it('ignores a save that is not progress', () => {
    for (const data of [null, 'x', 3, [], {}, { unlocked: 0 }, { unlocked: 1.5 }, { unlocked: '4' }, { unlocked: -2 }]) {
      expect(unlockedBySave(data, 24)).toBeNull();
    }
  });
});

/** A client that keeps one save with the SDK's version rule, as the site does. */
function savingClient(stored: SaveSnapshot | null) {
  let kept = stored;
  let base = 0;
  return {
    get kept() {
      return kept;
    },
    save(data: unknown) {
      if ((kept?.version ?? 0) !== base) {
        base = kept?.version ?? 0;
        return Promise.reject(new GameSdkError('save_conflict', 'A newer save exists.', undefined, kept ?? undefined));
      }
      kept = { version: base + 1, data };
      base = kept.version;
      return Promise.resolve(kept);
    },
  };
}

describe('saveProgress', () => {
  it('saves the progress', async () => {
    const client = savingClient(null);
    expect(await saveProgress(client, 3, 24)).toBe(3);
    expect(client.kept).toEqual({ version: 1, data: { unlocked: 3 } });
  });

  it('merges with a newer save kept elsewhere: the higher level wins', async () => {
    const lower = savingClient({ version: 4, data: { unlocked: 2 } });
    expect(await saveProgress(lower, 6, 24)).toBe(6);
    expect(lower.kept).toEqual({ version: 5, data: { unlocked: 6 } });
    const higher = savingClient({ version: 4, data: { unlocked: 9 } });
    expect(await saveProgress(higher, 6, 24)).toBe(9);
    expect(higher.kept).toEqual({ version: 4, data: { unlocked: 9 } });
  });

  it('plays on when the site keeps no saves', async () => {
    expect(await saveProgress({ save: () => Promise.reject(new GameSdkError('refused', 'No saves.')) }, 3, 24)).toBe(3);
  });
});

import { GameRunRefusal, protocolLimitsV2, type SaveSnapshot } from '@site/game-sdk/host';
import { localSavePrefix } from './local-save-prefix.ts';

/** The part of Web Storage the store uses (localStorage in the site). */
export type SaveStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

const encoder = new TextEncoder();
/** The site's game ids (the contract's slug rule); anything else in a key is not one of our saves. */
const gameIdPattern = /^[a-z0-9][a-z0-9-]{0,39}$/;

/**
 * A visitor's saves, one per game, in the site's own storage (the SDK README, "Saves for
 * visitors"): the server's rules (JSON of at most 256 KiB, `save_too_large`; a save based on an
 * older version is refused `save_conflict` with the newer save). Storage is untrusted: an entry
 * that is not a save of that shape and size is dropped, never thrown.
 */
export function createLocalSaveStore(storage: () => SaveStorage | undefined) {
  const read = (gameId: string): SaveSnapshot | null => {
    const key = localSavePrefix + gameId;
    const area = storage();
    const text = readItem(area, key);
    if (text === null) return null;
    const save = parseSave(text);
    if (!save) remove(area, key);
    return save;
  };
  return {
    load: read,
    /** Stores `data` as version baseVersion + 1, or refuses as the server does. */
    save(gameId: string, { baseVersion, data }: { baseVersion: number; data: unknown }): SaveSnapshot {
      const current = read(gameId);
      if ((current?.version ?? 0) !== baseVersion) {
        throw new GameRunRefusal('save_conflict', 'A newer save of this game exists.', current ? { save: current } : {});
      }
      const saved = { version: baseVersion + 1, data };
      const text = JSON.stringify(saved);
      if (encoder.encode(JSON.stringify(data)).length > protocolLimitsV2.maxSaveBytes) throw new GameRunRefusal('save_too_large', 'The save is too large.');
      try {
        const area = storage();
        if (!area) throw new Error('no storage');
        area.setItem(localSavePrefix + gameId, text);
      } catch {
        // Blocked storage or a full quota: the game hears a refusal it can show, nothing is half kept.
        throw new GameRunRefusal('refused', 'This browser keeps no saves.');
      }
      return saved;
    },
    /** The games with a save kept here (valid or not: `load` drops what is not). */
    games(): string[] {
      const area = storage();
      const found: string[] = [];
      try {
        for (let index = 0; area && index < area.length; index += 1) {
          const key = area.key(index);
          if (key?.startsWith(localSavePrefix) && gameIdPattern.test(key.slice(localSavePrefix.length))) found.push(key.slice(localSavePrefix.length));
        }
      } catch {
        return [];
      }
      return found;
    },
    remove(gameId: string): void {
      remove(storage(), localSavePrefix + gameId);
    },
  };
}

function readItem(area: SaveStorage | undefined, key: string): string | null {
  try {
    return area?.getItem(key) ?? null;
  } catch {
    // Blocked storage reads as nothing kept.
    return null;
  }
}

function remove(area: SaveStorage | undefined, key: string): void {
  try {
    area?.removeItem(key);
  } catch {
    // Blocked storage: nothing to remove.
  }
}

/** `{ version, data }` with a whole version from 1 and data within the size limit, or null. */
function parseSave(text: string): SaveSnapshot | null {
  // Bounds the parse: a save's data is at most 256 KiB, and its envelope is small.
  if (text.length > protocolLimitsV2.maxSaveBytes + 64) return null;
  try {
    const value = JSON.parse(text) as unknown;
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
    const { version, data } = value as { version?: unknown; data?: unknown };
    if (typeof version !== 'number' || !Number.isInteger(version) || version < 1 || data === undefined) return null;
    if (encoder.encode(JSON.stringify(data)).length > protocolLimitsV2.maxSaveBytes) return null;
    return { version, data };
  } catch {
    return null;
  }
}

/** The site's store of visitors' saves, in localStorage. */
export const localSaves = createLocalSaveStore(() => {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
});

/**
 * The run this browser has open, remembered in site storage from its start to its finish, so a
 * page opened after the run was cut off (reload, crash, closed tab) can say that it was left
 * unfinished and that its stamina is spent. The server knows only that a run never finished, not
 * whether a game is still playing it somewhere; this browser knows its stage is gone.
 * Storage is untrusted on read: anything that is not such a record is ignored and removed.
 */
export interface UnfinishedRun {
  gameId: string;
  /** The game's title when the run started, for the notice on pages other than the game's. */
  title: string;
  runId: string;
  startedAt: string;
  staminaCost: number;
}

const storageKey = 'site.unfinishedRun';

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null; // storage blocked (private modes, policies): nothing is remembered
  }
}

function isUnfinishedRun(value: unknown): value is UnfinishedRun {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    typeof record.gameId === 'string' &&
    /^[a-z0-9-]{1,40}$/.test(record.gameId) &&
    typeof record.title === 'string' &&
    record.title.length > 0 &&
    record.title.length <= 120 &&
    typeof record.runId === 'string' &&
    record.runId.length > 0 &&
    record.runId.length <= 64 &&
    typeof record.startedAt === 'string' &&
    !Number.isNaN(Date.parse(record.startedAt)) &&
    Number.isSafeInteger(record.staminaCost) &&
    (record.staminaCost as number) >= 0
  );
}

export function rememberUnfinishedRun(run: UnfinishedRun): void {
  try {
    storage()?.setItem(storageKey, JSON.stringify(run));
  } catch {
    // full or blocked: the run plays on, only the notice after an interruption is lost
  }
}

export function forgetUnfinishedRun(runId?: string): void {
  const current = readUnfinishedRun();
  if (runId !== undefined && current !== null && current.runId !== runId) return;
  try {
    storage()?.removeItem(storageKey);
  } catch {
    // blocked: nothing was stored either
  }
}

export function readUnfinishedRun(): UnfinishedRun | null {
  let raw: string | null;
  try {
    raw = storage()?.getItem(storageKey) ?? null;
  } catch {
    return null;
  }
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (isUnfinishedRun(value)) return value;
  } catch {
    // not JSON: dropped below
  }
  try {
    storage()?.removeItem(storageKey);
  } catch {
    // blocked: it is ignored all the same
  }
  return null;
}

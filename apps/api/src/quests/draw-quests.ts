import type { QuestPoolEntry } from '@site/api-contract';
import { createHash } from 'node:crypto';
import { completable, type QuestChances } from './quest-chances.ts';

/** Quests a player gets a day. */
export const questsPerDay = 3;

const rank = (accountId: string, day: string, entryId: number): string => createHash('sha256').update(`${accountId}|${day}|${entryId}`).digest('hex');

/**
 * The account's quests of `day` from the enabled entries it can complete (`completable`: the games
 * published at the draw and the player's runs decide, docs/api/daily-streak-and-quests.md): each
 * entry ranked by a hash of the account, the day and the entry, so the draw is the same on every
 * server and every ask while the games stay as they are, differs between players and days, and an
 * entry added or disabled moves only its own place. Kinds not drawn yet go first, so three kinds
 * are drawn while the pool has them.
 */
export function drawQuests(pool: readonly QuestPoolEntry[], accountId: string, day: string, chances: QuestChances): QuestPoolEntry[] {
  const ranked = pool
    .filter((entry) => entry.enabled && completable(entry, chances))
    .map((entry) => ({ entry, key: rank(accountId, day, entry.id) }))
    .sort((a, b) => (a.key < b.key ? -1 : 1))
    .map(({ entry }) => entry);
  const drawn: QuestPoolEntry[] = [];
  for (const entry of ranked) if (drawn.length < questsPerDay && !drawn.some((other) => other.kind === entry.kind)) drawn.push(entry);
  for (const entry of ranked) if (drawn.length < questsPerDay && !drawn.includes(entry)) drawn.push(entry);
  return drawn;
}

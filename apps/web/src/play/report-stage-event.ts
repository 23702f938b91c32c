import type { BodyOf } from '@site/api-contract';
import { accountStore } from '../account/account-state.ts';
import { api } from '../api/api.ts';
import { gameStatsLimits } from '@site/api-contract/game-stats-limits';

/**
 * Tells the server what a signed-in player saw of a published game, for its maker's dashboard
 * (the page opened, the time to ready, a run refused, a message the SDK host refused). A visitor
 * reports nothing; a report that fails is dropped: the player is playing, nothing to show.
 */
export function reportStageEvent(gameId: string, body: BodyOf<'reportStageEvent'>): void {
  if (accountStore.get().status !== 'signed-in') return;
  api.call('reportStageEvent', { params: { game: gameId }, body }).catch(() => undefined);
}

/** A detail as the server takes it: one line of visible characters, cut to its length. */
export function stageEventDetail(text: string): string {
  // eslint-disable-next-line no-control-regex -- the control characters are what is removed
  const line = text.replace(/[\u0000-\u001F\u007F]+/g, ' ').trim().slice(0, gameStatsLimits.detailMaxLength).trim();
  return line === '' ? '?' : line;
}

/**
 * A refused run as the maker's dashboard lists it: a start's refusal by its code (stamina, rate,
 * sign-in: the player's condition), a finish's as `finish <code> <field>`, which is the game's
 * own doing (a level it does not have or not open yet, a score above its top: docs/api/submissions.md).
 */
export function refusalDetail(phase: 'start' | 'finish', error: { code: string; field?: string | undefined }): string {
  return stageEventDetail(phase === 'start' ? error.code : ['finish', error.code, error.field].filter(Boolean).join(' '));
}

import { unlockSiteAchievement } from '../achievements/unlock-site-achievement.ts';
import type { ServerContext } from '../context.ts';
import type { Queryable } from '../db/database.ts';
import { systemParty, userParty, type TransferLeg } from '../ledger/ledger-types.ts';
import { transferMany } from '../ledger/transfer.ts';
import { closeGraceMs, leagueRewardKey, leagueRewardReason, leagueWeekAt } from './league-rules.ts';
import { standingsOf } from './league-standing.ts';
import { countOpenCohorts, listStandings, lockCohortsToClose, recordResults, type MemberResult, type MemberRow } from './league-store.ts';

/** The ledger takes at most 16 transfers in one operation: the places of five cohorts. */
const maxLegsPerOperation = 16;

export interface CloseOptions {
  /** Cohorts closed per transaction. */
  batchSize?: number;
  /** Called after each committed batch with the cohorts closed so far (tests inject a failure here). */
  afterBatch?: (closedSoFar: number) => void;
}

/**
 * Closes every cohort of every week that ended (a minute of grace past Monday 00:00 UTC by the
 * product's clock), each exactly once (docs/api/weekly-leagues.md): a batch of open
 * cohorts is locked (`SKIP LOCKED`: closers in parallel share the work), ranked, its results
 * written, its places paid (one ledger operation for a few cohorts at once, under those cohorts'
 * idempotency key) and marked closed, all in one transaction. Killed half-way, the batches committed stay closed
 * and the rest is closed by the next run: the same outcome, every reward once. Returns how many
 * cohorts this call closed.
 */
export async function closeLeagueWeeks(ctx: Pick<ServerContext, 'db' | 'now'>, options: CloseOptions = {}): Promise<number> {
  const batchSize = options.batchSize ?? 50;
  const now = ctx.now();
  const currentWeek = leagueWeekAt(new Date(now.getTime() - closeGraceMs)).startDate;
  let closed = 0;
  for (;;) {
    const batch = await ctx.db.transaction((tx) => closeBatch(tx, currentWeek, batchSize, now));
    if (batch === 0) return closed;
    closed += batch;
    options.afterBatch?.(closed);
  }
}

async function closeBatch(tx: Queryable, beforeWeek: string, batchSize: number, now: Date): Promise<number> {
  const cohorts = await lockCohortsToClose(tx, beforeWeek, batchSize);
  if (cohorts.length === 0) return 0;
  const cohortIds = cohorts.map((cohort) => cohort.id);
  const membersByCohort = new Map<string, MemberRow[]>();
  for (const member of await listStandings(tx, cohortIds)) membersByCohort.set(member.cohort_id, [...(membersByCohort.get(member.cohort_id) ?? []), member]);
  const results: MemberResult[] = [];
  let payment: { cohortIds: string[]; legs: TransferLeg[] } = { cohortIds: [], legs: [] };
  const pay = async (): Promise<void> => {
    const [first] = payment.legs;
    if (first) await transferMany(tx, { idempotencyKey: leagueRewardKey(payment.cohortIds), reason: leagueRewardReason, reference: payment.cohortIds.join(','), legs: payment.legs }, { now });
    payment = { cohortIds: [], legs: [] };
  };
  for (const cohortId of cohortIds) {
    const standings = standingsOf(membersByCohort.get(cohortId) ?? []);
    const legs = standings.filter((standing) => standing.reward > 0n).map((standing): TransferLeg => ({ asset: 'game_coin', from: systemParty('rewards'), to: userParty(standing.member.account_id), amount: standing.reward }));
    if (payment.legs.length + legs.length > maxLegsPerOperation) await pay();
    payment.cohortIds.push(cohortId);
    payment.legs.push(...legs);
    for (const { member, place, outcome, reward, nextTier } of standings) results.push({ weekStart: member.week_start, accountId: member.account_id, place, outcome, reward, nextTier });
  }
  await pay();
  await recordResults(tx, cohortIds, results, now);
  await unlockSiteAchievement(tx, 'first_promotion', results.filter((result) => result.outcome === 'promoted').map((result) => result.accountId), now);
  return cohorts.length;
}

/** Cohorts of ended weeks still open (0 once the close has run). */
export function openCohortsOfEndedWeeks(ctx: Pick<ServerContext, 'db' | 'now'>): Promise<number> {
  return countOpenCohorts(ctx.db, leagueWeekAt(new Date(ctx.now().getTime() - closeGraceMs)).startDate);
}

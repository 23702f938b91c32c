import { accountsMigration } from './001-accounts.ts';
import { emailLinkIndexMigration } from './002-email-link-index.ts';
import { ledgerMigration } from './004-ledger.ts';
import { staminaMigration } from './005-stamina.ts';
import { depositsMigration } from './007-deposits.ts';
import { invitesMigration } from './008-invites.ts';
import { gamesMigration } from './009-games.ts';
import { levelsTableMigration } from './010-levels-table.ts';
import { appleIapMigration } from './013-apple-iap.ts';
import { supportTicketsMigration } from './012-support-tickets.ts';
import { newsMigration } from './011-news.ts';
import { runFinishAnswerMigration } from './014-run-finish-answer.ts';
import { reviewRunsMigration } from './015-review-runs.ts';
import { securityNoticesMigration } from './016-security-notices.ts';
import { seasonNewsLevelsMigration } from './017-season-news-levels.ts';
import { secondFactorMigration } from './019-second-factor.ts';
import { passkeysMigration } from './020-passkeys.ts';
import { telegramStarsMigration } from './021-telegram-stars.ts';
import { tonIdentitiesMigration } from './022-ton-identities.ts';
import { leaderboardsMigration } from './023-leaderboards.ts';
import { gameSavesMigration } from './024-game-saves.ts';
import { runStartIdsAndRankCountsMigration } from './026-run-start-ids-and-rank-counts.ts';
import { versionInspectionsMigration } from './027-version-inspections.ts';
import { jobQueueMigration } from './028-job-queue.ts';
import { oneStatementTransfersMigration } from './031-one-statement-transfers.ts';
import type { Migration } from './migration.ts';


export const migrations: readonly Migration[] = [accountsMigration, emailLinkIndexMigration, ledgerMigration, staminaMigration, depositsMigration, invitesMigration, gamesMigration, levelsTableMigration, newsMigration, supportTicketsMigration, appleIapMigration, runFinishAnswerMigration, reviewRunsMigration, securityNoticesMigration, seasonNewsLevelsMigration, secondFactorMigration, passkeysMigration, telegramStarsMigration, tonIdentitiesMigration, leaderboardsMigration, gameSavesMigration, runStartIdsAndRankCountsMigration, versionInspectionsMigration, jobQueueMigration, oneStatementTransfersMigration];

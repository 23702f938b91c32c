import { Type, type Static } from 'typebox';
import { RunBounds } from '../runs/run-schemas.ts';
import { Amount } from '../ledger/ledger-schemas.ts';
import { Strict, Timestamp } from '../common-schemas.ts';
import type { SchemasFor } from '../endpoint-schemas.ts';
import { GameCategory, GameDeclaration, GameDescription, GameId } from '../games/game-schemas.ts';
import type { submissionRoutes } from './submission-routes.ts';
import { InspectionSummary } from '../inspections/inspection-schemas.ts';
import { gameRules } from '../inspections/game-rules.ts';
import { declarationLimits } from './declaration-limits.ts';

export const submissionLimits = {
  titleMaxLength: 80,
  descriptionMaxLength: 2000,
  thumbnailMaxBytes: 1024 * 1024,
  /** The zip as uploaded; its unpacked files are limited to the same (the game rules' whole game). */
  bundleMaxBytes: gameRules.gameMaxBytes,
  bundleMaxFiles: gameRules.gameMaxFiles,
  rejectionReasonMaxLength: 1000,
  ...declarationLimits,
} as const;


export const GameVersionState = Type.Union([Type.Literal('submitted'), Type.Literal('in_review'), Type.Literal('published'), Type.Literal('rejected')]);
export type GameVersionState = Static<typeof GameVersionState>;

const VersionParam = Type.String({ maxLength: 9, pattern: '^[1-9][0-9]{0,8}$', description: 'The version number.' });

/**
 * Why a version is rejected, as the moderator wrote it: plain text shown to the owner as text,
 * never as HTML. Line breaks are allowed; other control characters are not.
 */
export const RejectionReason = Type.String({
  minLength: 1,
  maxLength: submissionLimits.rejectionReasonMaxLength,
  pattern: '^[^\\u0000-\\u0009\\u000B-\\u001F\\u007F]*[^\\s\\u0000-\\u001F\\u007F][^\\u0000-\\u0009\\u000B-\\u001F\\u007F]*$',
  description: 'Why, in plain text (1–1000 characters).',
});

export const SubmittedVersionView = Strict({
  game: GameId,
  version: Type.Integer({ minimum: 1 }),
  state: GameVersionState,
});

export const MyGameVersionView = Strict({
  version: Type.Integer({ minimum: 1 }),
  state: GameVersionState,
  rejectionReason: Type.Union([Type.String(), Type.Null()]),
  submittedAt: Timestamp,
  reviewedAt: Type.Union([Timestamp, Type.Null()]),
  thumbnailUrl: Type.Union([Type.String(), Type.Null()]),
  plays: Type.Integer({ minimum: 0 }),
  coinsPaid: Amount,
  /** Players whose stage showed this version without its `gameReady` (after the stage's 30 s wait), and the last time; null when none. */
  readyTimeouts: Type.Union([Strict({ players: Type.Integer({ minimum: 1 }), lastAt: Timestamp }), Type.Null()]),
  /** The inspector's verdict on this version (its report: getMyInspection); null for versions from before it. */
  inspection: Type.Union([InspectionSummary, Type.Null()]),
  /** What the maker declared of this version: its levels and top score (its reward table's). */
  declaration: GameDeclaration,
});

export const MyGame = Strict({
  id: GameId,
  title: Type.String(),
  description: Type.String(),
  /** Every language the game is described in, its own language first (setGameDescriptions). */
  descriptions: Type.Array(GameDescription),
  category: GameCategory,
  createdAt: Timestamp,
  /** The version players get now (the newest published one); null while none is published. */
  publishedVersion: Type.Union([Type.Integer({ minimum: 1 }), Type.Null()]),
  plays: Type.Integer({ minimum: 0 }),
  coinsPaid: Amount,
  /** Newest first. */
  versions: Type.Array(MyGameVersionView),
});
export type MyGame = Static<typeof MyGame>;

export const ReviewItem = Strict({
  game: GameId,
  version: Type.Integer({ minimum: 1 }),
  state: GameVersionState,
  title: Type.String(),
  description: Type.String(),
  category: GameCategory,
  author: Type.Union([Type.String(), Type.Null()]),
  submittedAt: Timestamp,
  thumbnailUrl: Type.Union([Type.String(), Type.Null()]),
  /** The version players get now, when the game already has one. */
  publishedVersion: Type.Union([Type.Integer({ minimum: 1 }), Type.Null()]),
  /** The inspector's verdict (its report: getReviewInspection); a version whose inspection blocks is listed apart (`blocked`). */
  inspection: Type.Union([InspectionSummary, Type.Null()]),
  /** The plausibility bounds its maker declared for the game (each null: no bound). */
  runBounds: RunBounds,
  /** What its maker declared of this version: its levels and the top score a run can reach (its reward table's). */
  declaration: GameDeclaration,
  /** How many review runs of this version moderators finished: 0, and publishing says no one played it. */
  reviewRuns: Type.Integer({ minimum: 0 }),
});
export type ReviewItem = Static<typeof ReviewItem>;

const ReviewParams = Strict({ game: GameId, version: VersionParam });

const ReviewDecisionView = Strict({
  game: GameId,
  version: Type.Integer({ minimum: 1 }),
  state: GameVersionState,
  rejectionReason: Type.Union([Type.String(), Type.Null()]),
  reviewedAt: Timestamp,
});

export const submissionSchemas = {
  createSubmission: { response: SubmittedVersionView },
  createGameVersion: { params: Strict({ game: GameId }), response: SubmittedVersionView },
  listMyGames: { response: Strict({ games: Type.Array(MyGame) }) },
  listReviews: {
    response: Strict({
      reviews: Type.Array(ReviewItem),
      /** Waiting versions whose inspection blocks: not to be played or published, only rejected with a reason. */
      blocked: Type.Array(ReviewItem),
    }),
  },
  openReview: {
    params: ReviewParams,
    response: Strict({
      /** Load it in `<iframe sandbox="allow-scripts">` (an absolute URL on the games' own origin); it stops working at expiresAt. */
      reviewUrl: Type.String(),
      expiresAt: Timestamp,
      state: GameVersionState,
    }),
  },
  publishVersion: { params: ReviewParams, response: ReviewDecisionView },
  rejectVersion: { params: ReviewParams, body: Strict({ reason: RejectionReason }), response: ReviewDecisionView },
} satisfies SchemasFor<typeof submissionRoutes>;

import { gameRules } from '../inspections/game-rules.ts';
import { declarationLimits } from './declaration-limits.ts';
import type { RouteInfo } from '../route-info.ts';

/**
 * Submitting games and reviewing them (docs/api/submissions.md). The two uploads are `multipart/form-data`
 * (fields title, description, descriptionLanguage, category, levels, topScore; files thumbnail and bundle), so they have no JSON body
 * schema: the server checks every part itself and names the field it refuses.
 */
export const submissionRoutes = {
  createSubmission: {
    method: 'POST',
    path: '/api/submissions',
    auth: 'session',
    errors: ['bundle_file_type', 'bundle_no_index', 'bundle_not_zip', 'bundle_too_large', 'bundle_unsafe', 'thumbnail_dimensions', 'thumbnail_invalid', 'thumbnail_too_large'],
    status: 201,
    multipart: true,
    summary:
      `Submits a new game as multipart/form-data: title (1–80 characters), description (≤ 2000), descriptionLanguage (the description's ISO 639-1 code, en when not given) or instead descriptions (JSON: one to ten { language, text }, the game's own language first, checked as in PATCH /api/games/:game/descriptions), category, thumbnail (PNG, JPEG or WebP by content, ≤ 1 MB) and bundle (a zip with index.html at its root, ≤ ${String(gameRules.gameMaxBytes / 1024 / 1024)} MiB packed and unpacked, ≤ ${String(gameRules.gameMaxFiles)} files, web file types only). Optional, the version's declaration: levels (0, the default, for a game without levels, or how many it has: 1–${String(declarationLimits.levelsMax)}) and topScore (the most one run, or one level, can score: 1–${declarationLimits.topScoreMax.toLocaleString('en')}, ${declarationLimits.topScoreDefault.toLocaleString('en')} when not given); the site builds the version's reward table from it (100 points a coin, 5 coins a completed run or level), and 400 names the field it refuses. Everything is checked before anything is stored; the game gets a slug from its title and version 1 waits for review.`,
  },
  createGameVersion: {
    method: 'POST',
    path: '/api/games/:game/versions',
    auth: 'session',
    errors: ['bundle_file_type', 'bundle_no_index', 'bundle_not_zip', 'bundle_too_large', 'bundle_unsafe', 'forbidden', 'not_found', 'thumbnail_dimensions', 'thumbnail_invalid', 'thumbnail_too_large'],
    status: 201,
    multipart: true,
    summary:
      "The owner submits a new version of their game (multipart/form-data: thumbnail and bundle, checked as for a new game, and optionally levels and topScore, its declaration as for a new game: each one not given is the newest version's). It waits for review while the published version stays playable; its declaration, and the reward table built from it, take effect when it is published.",
  },
  listMyGames: {
    method: 'GET',
    path: '/api/my-games',
    auth: 'session',
    summary: "The signed-in account's games, newest first: every version with its state and rejection reason, its declaration (levels and top score), plays, game coins paid out, and the players it was shown to without saying it was ready (`readyTimeouts`).",
  },
  listReviews: {
    method: 'GET',
    path: '/api/admin/reviews',
    auth: 'session',
    role: 'moderator',
    summary: "Moderators and admins: versions waiting for review (submitted or in review), oldest first, each with its declaration (levels and top score) and its game's plausibility bounds; those whose inspection blocks apart, to reject.",
  },
  openReview: {
    method: 'POST',
    path: '/api/admin/reviews/:game/:version/open',
    auth: 'session',
    errors: ['not_found', 'review_already_decided', 'review_inspection_blocks'],
    role: 'moderator',
    summary:
      'Moderators and admins: marks the version in review and gives a short-lived URL that plays it in the sandbox (a review token in the path, since the sandboxed frame sends no cookies). 409 review_inspection_blocks when its inspection blocks review.',
  },
  publishVersion: {
    method: 'POST',
    path: '/api/admin/reviews/:game/:version/publish',
    auth: 'session',
    errors: ['not_found', 'review_already_decided', 'review_inspection_blocks'],
    role: 'moderator',
    summary:
      'Moderators and admins: publishes the version; it becomes the playable one if it is the newest published. 409 review_already_decided once published or rejected, 409 review_inspection_blocks while its inspection blocks review.',
  },
  rejectVersion: {
    method: 'POST',
    path: '/api/admin/reviews/:game/:version/reject',
    auth: 'session',
    errors: ['not_found', 'review_already_decided'],
    role: 'moderator',
    summary: 'Moderators and admins: rejects the version with a reason the owner sees in /my-games. 409 review_already_decided once published or rejected.',
  },
} as const satisfies Record<string, RouteInfo>;

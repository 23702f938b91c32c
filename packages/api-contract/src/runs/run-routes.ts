import type { RouteInfo } from '../route-info.ts';

export const runRoutes = {
  startRun: {
    method: 'POST',
    path: '/api/games/:game/runs',
    auth: 'session',
    errors: ['not_enough_stamina', 'not_found'],
    status: 201,
    summary:
      "Starts a run of the game's published version: spends the run's stamina in the same transaction (409 not_enough_stamina with retryAfterSeconds, nothing spent). Answers the run id, the stamina before and after, and the seed of the run's random source (kept with the run, for its replay record: docs/replays.md). With `requestId` (8 to 64 letters, digits, `_` or `-`; a game's own id for this start), a repeat for the same game is answered 201 with the first answer, unchanged, and spends nothing more, however many arrive at once.",
  },
  finishRun: {
    method: 'POST',
    path: '/api/runs/:run/finish',
    auth: 'session',
    errors: ['balance_out_of_range', 'idempotency_conflict', 'insufficient_balance', 'not_found', 'run_already_finished', 'run_replay_invalid', 'run_replay_mismatch', 'run_too_short'],
    // A replay record of 3000 inputs (docs/replays.md).
    bodyLimit: 256 * 1024,
    summary:
      "Finishes the caller's run once and pays game coins from the game's reward table, capped per run and per account per UTC day. A retry of an accepted finish (the same score, level and completed) is answered 200 with the first answer, unchanged, and pays nothing more. 404 for a run that is not the caller's; 409 run_already_finished for a finished run and another claim; 409 run_too_short (with retryAfterSeconds) before the minimum run time; 400 naming body.score or body.level for a claim the table does not allow. A game the server replays (Levels) sends its `moves` (400 naming body.moves without them); moves that do not make the run claimed (they miss the exit, or make another score) are 422 run_replay_mismatch. A game may send its run's `replay` record (docs/replays.md), kept with the run: a record whose seed is not the run's (the seed `startRun` answered), or whose inputs come later than the run has lasted, is 422 run_replay_invalid; inputs out of time order are 400 naming the field. Nothing is paid on a refusal.",
  },
  startReviewRun: {
    method: 'POST',
    path: '/api/admin/reviews/:game/:version/runs',
    auth: 'session',
    errors: ['not_found'],
    role: 'moderator',
    status: 201,
    summary:
      'Moderators and admins: starts a review run of any version of a game, published or not. A review run is stored as one, costs no stamina, has no minimum run time, pays nothing and never counts as a play, toward invites, daily caps or Levels progress.',
  },
  finishReviewRun: {
    method: 'POST',
    path: '/api/admin/review-runs/:run/finish',
    auth: 'session',
    errors: ['not_found'],
    role: 'moderator',
    summary:
      "Moderators and admins: finishes the caller's review run once with what the game reports, checked against the version's reward table (400 naming body.score or body.level), and answers what a player would have been paid before the caps. Pays nothing. 404 for a run that is not the caller's review run. Finishing it again answers the first finish.",
  },
  listMyRuns: {
    method: 'GET',
    path: '/api/runs',
    auth: 'session',
    summary:
      "The signed-in player's last 20 finished runs, newest first (review runs are not theirs): the game, level, score, coins paid, and whether the run was held outside its game's plausibility bounds, with the reason (a held run pays nothing and counts on no board, league, quest, streak or achievement).",
  },
  getRunBounds: {
    method: 'GET',
    path: '/api/my-games/:game/run-bounds',
    auth: 'session',
    errors: ['forbidden', 'not_found'],
    summary:
      "The owner's plausibility bounds of their game (null: no bound) and the runs held outside them over the last 30 UTC days: how many, and the latest 20 with the reason; and the runs whose replay was judged a mismatch over the same days, with the score the replay made (docs/replays.md). 403 forbidden for another maker's game.",
  },
  setRunBounds: {
    method: 'PATCH',
    path: '/api/my-games/:game/run-bounds',
    auth: 'session',
    errors: ['forbidden', 'not_found'],
    summary:
      "The owner declares the bounds a run of their game must meet (all four, each null for no bound): the highest score, the most points a second of play can bring, the least and the most run time in seconds. A finished run outside them is held: recorded with the reason, paid nothing, counted nowhere (docs/api/plausibility-bounds.md). Applies to runs finished from now on. 400 naming body.minRunSeconds when it is above body.maxRunSeconds. 403 forbidden for another maker's game.",
  },
  getLevelsProgress: {
    method: 'GET',
    path: '/api/levels/progress',
    auth: 'session',
    errors: ['not_found'],
    summary:
      "The signed-in account's progress in a published game with levels, `?game=` (the site's own Levels, `levels`, when not given): every level with its best score and when it was first completed, and the next level to play. 404 not_found for a game that is not published or has no levels.",
  },
} as const satisfies Record<string, RouteInfo>;

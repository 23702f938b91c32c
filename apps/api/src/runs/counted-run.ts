// What a run counts for besides its own reward (docs/api/games-runs-and-rewards.md, "What a run
// counts for"): one rule, read by the finish, by the playground's boards (the contract's
// claim-rules.ts, where it lives), and in SQL by the counts of a player's runs (`run-totals.ts`,
// `countedRun`: the same rule on a finished run's columns).
//
// `runCounts`: whether a finished run achieved something, and so counts as a finished run for the
// quests, the streak, the weekly league and the achievements: a game with levels, its level
// completed; a game without, completed or scoring more than 0. A level given up, or a run given up
// at 0, achieved nothing: it is recorded and paid what its table gives (nothing, for a level given
// up), no more. `runScores`: whether the run's score goes on the boards and can be a best: it
// counts, and scored more than 0.
export { runCounts, runScores } from '@site/api-contract/claim-rules';

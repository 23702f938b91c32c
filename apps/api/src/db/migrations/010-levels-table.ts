import type { Migration } from './migration.ts';

/**
 * The Levels game as it was built: 24 sliding-ice levels, each scored out of 1,000 (1,000 at par,
 * less for extra moves), so difficulty rises in the moves a level needs, not in its score. One
 * game coin per 100 points plus 5 + 3·n coins for completing level n: 18 coins at most on
 * level 1, 87 on level 24, under the default cap of 100 per run.
 */
const levelsRewardTable = {
  kind: 'levels',
  scorePerCoin: 100,
  levels: Array.from({ length: 24 }, (_, index) => ({ maxScore: 1000, completedCoins: 5 + 3 * (index + 1) })),
};

export const levelsTableMigration: Migration = {
  id: 10,
  name: "the Levels game's 24 levels and their reward table",
  sql: `
    UPDATE game_versions SET reward_table = '${JSON.stringify(levelsRewardTable)}'::jsonb
      WHERE game_id = 'levels' AND version = 1;
    UPDATE games SET description =
        'Our own game: twenty-four sliding-ice puzzles, each needing a few more moves than the one before. Finish one to open the next, and earn game coins for every level you complete.'
      WHERE id = 'levels';
  `,
};

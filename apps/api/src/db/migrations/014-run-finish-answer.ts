import type { Migration } from './migration.ts';

export const runFinishAnswerMigration: Migration = {
  id: 14,
  name: "A finished run keeps its finish's answer",
  // A retried finish with the same claim is answered this, the first answer, word for word (the
  // balances and stamina as they were then); rows finished before it have none and are refused.
  sql: `
    ALTER TABLE game_runs ADD COLUMN finish_answer jsonb;
  `,
};

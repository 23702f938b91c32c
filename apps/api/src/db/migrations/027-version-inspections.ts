import type { Migration } from './migration.ts';

export const versionInspectionsMigration: Migration = {
  id: 27,
  name: 'Inspections of submitted versions in a headless browser',
  // Owned by inspections/inspection-store.ts. One row per version, written when the version is
  // submitted (`queued`) and by the job that inspects it; `verdict` is the highest finding level
  // once `done` (a version whose verdict is `blocks` is not offered to moderators); `report` holds
  // the runs, the findings and the screenshots (docs/api/inspections.md).
  sql: `
    CREATE TABLE version_inspections (
      game_id text NOT NULL,
      version integer NOT NULL,
      state text NOT NULL CHECK (state IN ('queued', 'running', 'done', 'not_run', 'failed')),
      verdict text CHECK (verdict IN ('blocks', 'warns', 'passes')),
      report jsonb,
      problem text,
      queued_at timestamptz NOT NULL,
      finished_at timestamptz,
      PRIMARY KEY (game_id, version),
      FOREIGN KEY (game_id, version) REFERENCES game_versions (game_id, version) ON DELETE CASCADE,
      CHECK ((state = 'done') = (verdict IS NOT NULL))
    );
  `,
};

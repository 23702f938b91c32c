// Writes what is derived from the settings' declarations (src/config/settings.ts): the table of
// docs/api/settings.md and turbo.json's `dev` pass-through. `pnpm --filter @site/api settings:write`;
// src/config/settings.test.ts fails until it has been run after a change.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { devPassThroughEnv, settingsTable, withDevPassThrough, withTable } from '../src/config/settings-table.ts';

const root = join(import.meta.dirname, '..', '..', '..');
const page = join(root, 'docs', 'api', 'settings.md');
const turbo = join(root, 'turbo.json');
writeFileSync(page, withTable(readFileSync(page, 'utf8'), settingsTable()));
writeFileSync(turbo, withDevPassThrough(readFileSync(turbo, 'utf8'), devPassThroughEnv()));

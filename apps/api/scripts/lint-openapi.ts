// Lints the OpenAPI document the server serves at /api/openapi.json with Redocly's linter, under
// the rules in ../redocly.yaml. Run by `pnpm --filter @site/api check` (CI's `npm test`).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildOpenApiDocument } from '../src/ops/openapi.ts';

const apiRoot = join(import.meta.dirname, '..');
const directory = mkdtempSync(join(tmpdir(), 'site-openapi-'));
try {
  const file = join(directory, 'openapi.json');
  writeFileSync(file, JSON.stringify(buildOpenApiDocument({ version: '1.0.0', serverUrl: 'https://site.test' }), null, 2));
  const result = spawnSync(join(apiRoot, 'node_modules', '.bin', 'redocly'), ['lint', file, '--config', join(apiRoot, 'redocly.yaml'), '--format', 'stylish'], {
    stdio: 'inherit',
    // No usage report to Redocly and no update check: CI lints offline.
    env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
  });
  process.exitCode = result.status ?? 1;
} finally {
  rmSync(directory, { recursive: true, force: true });
}

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { InspectionReport } from '@site/api-contract';
import { describe, expect, it } from 'vitest';
import { signedInPlayer } from '../test-support/economy-test-helpers.ts';
import { postForm, submissionParts, zipPart } from '../test-support/submission-test-helpers.ts';
import { startTestServer } from '../test-support/test-server.ts';

// The game SDK's README is what a maker outside this repository starts from: its quick start,
// copied file by file as a maker would (each fence named by its file), with the SDK script the
// package builds, must be accepted by /submit and pass the inspection as it is.
const sdkDir = dirname(createRequire(import.meta.url).resolve('@site/game-sdk/package.json'));
const readme = readFileSync(join(sdkDir, 'README.md'), 'utf8');

/** The files of the README's quick start: each fenced block whose info string names a file (```js game.js). */
function quickStartFiles(): { name: string; data: string }[] {
  const section = readme.slice(readme.indexOf('## Quick start'), readme.indexOf('\n## ', readme.indexOf('## Quick start') + 1));
  return [...section.matchAll(/^```\w+ ([\w.-]+)\n([\s\S]*?)^```$/gm)].map(([, name = '', data = '']) => ({ name, data }));
}

const server = await startTestServer({ JOB_WORKER: 'true', LOG_LEVEL: 'error' });
if (server.ctx.config.jobs.chromiumPath === null) throw new Error('this test needs Chromium (apt install chromium-headless-shell, or CHROMIUM_PATH)');

async function finishedReport(call: () => Promise<InspectionReport>): Promise<InspectionReport> {
  for (;;) {
    const report = await call();
    if (report.state !== 'queued' && report.state !== 'running') return report;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe("the SDK README's quick start", () => {
  it('is index.html, style.css and game.js, loading game-sdk.v2.js', () => {
    expect(quickStartFiles().map((file) => file.name)).toEqual(['index.html', 'style.css', 'game.js']);
    expect(quickStartFiles()[0]?.data).toContain('<script src="game-sdk.v2.js"></script>');
  });

  it('packaged with the SDK, is submitted and passes the inspection: ready, a run started and finished by the scripted player, sound obeyed', async () => {
    const owner = await signedInPlayer(server);
    const files = [...quickStartFiles(), { name: 'game-sdk.v2.js', data: readFileSync(join(sdkDir, 'dist/game-sdk.v2.js'), 'utf8') }];
    const submitted = await postForm<{ game: string; version: number }>(owner.client, '/api/submissions', submissionParts({ title: 'Tap Sprint', bundle: zipPart(files) }));
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(201);

    const report = await finishedReport(() => owner.client.api.call('getMyInspection', { params: { game: submitted.body.game, version: String(submitted.body.version) } }));
    expect(report, JSON.stringify(report.findings)).toMatchObject({ state: 'done', verdict: 'passes', findings: [] });
    expect(report.runs.find((run) => run.scriptedPlay)?.scriptedPlay).toMatchObject({ runStarted: true, runFinished: true, audio: 'obeyed' });
    for (const run of report.runs) expect(run.sdkCalls.slice(0, 1)).toEqual(['gameReady']);
  }, 120_000);
});

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkGameBundle } from '../submissions/check-game-bundle.ts';
import { useInspectorBrowser } from '../test-support/inspector-browser.ts';
import { inspectBundle } from './inspect-bundle.ts';

// The examples /developers hands makers (the game SDK's build: dist/examples/<name>.zip; Quick Tap
// is `reaction.zip` there), each unpacked by the upload's check and inspected as a submitted
// version is. The inspector's host keeps no saves, as a review's: Quick Tap's `load` is refused.
const examples = join(dirname(createRequire(import.meta.url).resolve('@site/game-sdk/package.json')), 'dist', 'examples');
const browser = useInspectorBrowser();

async function inspectExample(name: string) {
  const checked = await checkGameBundle(readFileSync(join(examples, `${name}.zip`)));
  if (!checked.ok) throw new Error(`${name}.zip was refused: ${checked.message}`);
  const files = new Map(checked.files.map((file) => [file.path, Buffer.from(file.bytes)]));
  return inspectBundle(browser(), (path) => Promise.resolve(files.get(path) ?? null));
}

describe("the SDK's examples, as /developers serves them, pass the inspection", () => {
  it('Quick Tap (reaction.zip): its refused load is no save, it says ready on every run, and the report shows the refusal', async () => {
    const report = await inspectExample('reaction');
    expect(report.findings, JSON.stringify(report.findings)).toEqual([]);
    expect(report.verdict).toBe('passes');
    expect(report.runs.map((run) => run.ended)).toEqual(['ready', 'ready', 'ready']);
    for (const run of report.runs) expect(run.sdkCalls.slice(0, 4)).toEqual(['loadingProgress', 'load (refused)', 'loadingProgress', 'gameReady']);
  }, 120_000);

  it.each(['starter', 'minimal'])('%s.zip', async (name) => {
    const report = await inspectExample(name);
    expect(report.findings, JSON.stringify(report.findings)).toEqual([]);
    expect(report.verdict).toBe('passes');
    expect(report.runs.map((run) => run.ended)).toEqual(['ready', 'ready', 'ready']);
  }, 120_000);
});

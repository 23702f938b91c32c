import type { ReplayRecord } from '@site/api-contract';
import { hostModulePath, inspectedGamePath } from './inspector-host-page.ts';

/**
 * The page that plays a recorded run again (docs/replays.md): the game framed as on the site,
 * answered by the SDK's host, whose `startRun` hands the record's seed and inputs and whose
 * `finishRun` reports the score. It reports `ready`, `start` and `finish` (with the score)
 * through `inspectorReport`; saves, boards and achievements are refused, as for a review.
 */
export function replayHostPage(record: ReplayRecord): string {
  // The record's words are letters, digits and `_ . : , -` (the contract): no `<` can end the script.
  const answer = JSON.stringify({ runId: 'replay', seed: record.seed, replay: { inputs: record.inputs } });
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Replay</title>
<style>html, body { margin: 0; height: 100%; background: #fff; } iframe { display: block; border: 0; width: 100%; height: 100%; }</style>
</head>
<body>
<iframe id="game" title="Game" sandbox="allow-scripts" referrerpolicy="no-referrer"></iframe>
<script type="module">
import { createGameHost } from '${hostModulePath}host.js';
const frame = document.getElementById('game');
const report = (kind, detail) => { window.inspectorReport(kind, detail).catch(() => undefined); };
const answer = ${answer};
createGameHost({
  iframe: frame,
  onReady: () => report('ready', ''),
  onStartRun: async () => { report('start', ''); return answer; },
  onFinishRun: async (claim) => { report('finish', claim.score); return { coins: '0', capped: false }; },
  onLoad: async () => null,
});
frame.src = '${inspectedGamePath}index.html';
</script>
</body>
</html>
`;
}

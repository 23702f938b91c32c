import type { ReplayRecord } from '@site/api-contract';
import { framedGamePage } from './inspector-host-page.ts';

/**
 * The page that plays a recorded run again (docs/replays.md): the game framed as on the site,
 * answered by the SDK's host, whose `startRun` hands the record's seed and inputs and whose
 * `finishRun` reports the score. It reports `ready`, `start` and `finish` (with the score)
 * through `inspectorReport`; saves, boards and achievements are refused, as for a review.
 */
export function replayHostPage(record: ReplayRecord): string {
  // The record's words are letters, digits and `_ . : , -` (the contract): no `<` can end the script.
  const answer = JSON.stringify({ runId: 'replay', seed: record.seed, replay: { inputs: record.inputs } });
  return framedGamePage(
    'Replay',
    `const answer = ${answer};
createGameHost({
  iframe: frame,
  onReady: () => report('ready', ''),
  onStartRun: async () => { report('start', ''); return answer; },
  onFinishRun: async (claim) => { report('finish', claim.score); return { coins: '0', capped: false }; },
  onLoad: async () => null,
});`,
  );
}

// Replays (docs/replays.md): a run's seeded random source, its run clock and its recorded inputs,
// for a game whose runs the site plays again. An add-on of protocol version 2.
export { createRunRecorder } from './replay/run-recorder.ts';
export { seededRandom } from './replay/seeded-random.ts';
export { replayLimits } from './protocol/replay-record.ts';
export type { RecorderSdk, RunRecorder } from './replay/run-recorder.ts';
export type { ReplayInput, ReplayRecord } from './protocol/replay-record.ts';

/**
 * A run's replay record (docs/replays.md): the seed the site gave at `startRun`, the game's own
 * version, and the inputs that made the run, each with its time on the run clock. The site plays
 * the game again from it and compares the score. Both sides hold these limits.
 */
export interface ReplayInput {
  /** Milliseconds on the run clock (paused time not counted), never less than the input before. */
  at: number;
  /** The game's own word for the input: `tap`, `key:ArrowUp`, `p:120,48`. */
  input: string;
}

export interface ReplayRecord {
  /** The seed `startRun` answered: 32 hex digits. */
  seed: string;
  /** The game's own version (not the site's): the build that recorded the run. */
  version: string;
  inputs: ReplayInput[];
}

export const replayLimits = {
  seedPattern: /^[0-9a-f]{32}$/,
  versionPattern: /^[A-Za-z0-9_.+-]{1,32}$/,
  inputPattern: /^[A-Za-z0-9_.:,-]{1,32}$/,
  maxInputs: 3000,
  /** The run clock's last moment a record may name: a day. */
  maxAt: 86_400_000,
} as const;

/** Why `value` is not a replay record as the protocol carries it, or null when it is one. */
export function replayRecordFault(value: unknown): string | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return 'replay must be { seed, version, inputs }';
  const keys = Object.keys(value);
  const { seed, version, inputs } = value as Record<string, unknown>;
  if (keys.length !== 3 || !keys.every((key) => key === 'seed' || key === 'version' || key === 'inputs')) return 'replay must have exactly seed, version and inputs';
  if (typeof seed !== 'string' || !replayLimits.seedPattern.test(seed)) return 'replay.seed must be the 32 hex digits startRun answered';
  if (typeof version !== 'string' || !replayLimits.versionPattern.test(version)) return 'replay.version must be 1 to 32 letters, digits, ".", "+", "_" or "-"';
  if (!Array.isArray(inputs) || inputs.length > replayLimits.maxInputs) return `replay.inputs must be a list of at most ${replayLimits.maxInputs} inputs`;
  let last = 0;
  for (const [index, entry] of inputs.entries()) {
    const { at, input, ...rest } = (typeof entry === 'object' && entry !== null ? entry : {}) as Record<string, unknown>;
    if (Object.keys(rest).length > 0 || typeof input !== 'string' || !replayLimits.inputPattern.test(input)) return `replay.inputs[${index}] must be { at, input } with input 1 to 32 letters, digits or _ . : , -`;
    if (typeof at !== 'number' || !Number.isInteger(at) || at < last || at > replayLimits.maxAt) return `replay.inputs[${index}].at must be a whole number of ms, not less than the input before`;
    last = at;
  }
  return null;
}

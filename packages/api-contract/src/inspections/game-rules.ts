const mebibyte = 1024 * 1024;

/**
 * The one set of rules a submitted game is held to, declared once: the upload checks the bundle
 * against the size and file count, the inspector the rest; /submit lists them and the game SDK's
 * README states them (a test compares its text with these numbers).
 */
export const gameRules = {
  /** What the game loads before it says it is ready. */
  initialDownloadMaxBytes: 15 * mebibyte,
  /** The whole game: every file of the bundle, unpacked (and the zip as uploaded). */
  gameMaxBytes: 250 * mebibyte,
  gameMaxFiles: 1_500,
  /** Ready (interactive) within this long on a phone whose CPU is slowed `throttledCpuRate` times. */
  interactiveMaxMs: 5_000,
  throttledCpuRate: 4,
  /** The JS heap after a garbage collection (what the game holds, not what it has yet to free). */
  heapMaxBytes: 512 * mebibyte,
} as const;

/**
 * The rules in the order /submit and the README list them; `outsideRequests` (none outside the
 * game's own files) and `lifecycleCalls` (the SDK's life-cycle calls present) have no number.
 */
export const gameRuleKeys = ['initialDownload', 'wholeGame', 'interactive', 'heap', 'outsideRequests', 'lifecycleCalls'] as const;
export type GameRuleKey = (typeof gameRuleKeys)[number];

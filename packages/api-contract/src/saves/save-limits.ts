/** A game's save for one player (the game SDK's `save`): the limits the server holds. */
export const saveLimits = {
  /** Bytes of the save's JSON text (UTF-8): 256 KiB. */
  maxBytes: 256 * 1024,
  /** Saves of one game by one player in a window of `windowSeconds`; more are 429 rate_limited. */
  perWindow: 10,
  windowSeconds: 60,
} as const;

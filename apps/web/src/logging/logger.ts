/* eslint-disable no-console -- this module is the one place that writes debug output. */

let verbose = false;

/** Turns on verbose logging (debug mode). */
export function setVerboseLogging(enabled: boolean): void {
  verbose = enabled;
}

/** Site-wide logger: `debug` prints only in debug mode; warnings and errors always print. */
export const logger = {
  debug(message: string, ...details: unknown[]): void {
    if (verbose) console.debug(`[site] ${message}`, ...details);
  },
  warn(message: string, ...details: unknown[]): void {
    console.warn(`[site] ${message}`, ...details);
  },
  error(message: string, ...details: unknown[]): void {
    console.error(`[site] ${message}`, ...details);
  },
};

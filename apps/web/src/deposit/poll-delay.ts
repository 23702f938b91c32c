const firstDelayMs = 2_000;
const longestDelayMs = 15_000;

/**
 * How long to wait before asking the server again about a confirming deposit: 2 s, then half
 * as long again each time, at most 15 s (Core makes a block every few seconds, so a deposit
 * needing six is usually credited within a minute). A server's Retry-After wins when longer.
 */
export function depositPollDelayMs(attempt: number, retryAfterSeconds?: number): number {
  const backoff = Math.min(longestDelayMs, Math.round(firstDelayMs * 1.5 ** Math.max(0, attempt)));
  return Math.max(backoff, (retryAfterSeconds ?? 0) * 1000);
}

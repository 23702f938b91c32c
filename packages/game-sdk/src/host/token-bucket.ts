export interface TokenBucket {
  /** Takes one token if there is one. */
  take(): boolean;
  /** Whole seconds until the next token. */
  secondsUntilNext(): number;
}

/**
 * `capacity` tokens that refill at `perSecond`, on the given clock: bursts up to `capacity`, then
 * at most `perSecond` a second, however fast the requests come.
 */
export function createTokenBucket(capacity: number, perSecond: number, now: () => number): TokenBucket {
  let tokens = capacity;
  let last = now();
  const refill = () => {
    const time = now();
    tokens = Math.min(capacity, tokens + (Math.max(0, time - last) / 1000) * perSecond);
    last = time;
  };
  return {
    take() {
      refill();
      if (tokens < 1) return false;
      tokens -= 1;
      return true;
    },
    secondsUntilNext() {
      refill();
      return tokens >= 1 ? 0 : Math.ceil((1 - tokens) / perSecond);
    },
  };
}

/**
 * The run's random source (docs/replays.md, "The random source"): sfc32 seeded from the 32 hex
 * digits of the run's seed, as four 32-bit words, then stepped 12 times. The same seed gives the
 * same numbers in every browser, so a replay draws what the run drew.
 */
export function seededRandom(seed: string): () => number {
  let [a, b, c, d] = [0, 8, 16, 24].map((start) => parseInt(seed.slice(start, start + 8), 16) >>> 0) as [number, number, number, number];
  const next = (): number => {
    const t = (((a + b) >>> 0) + d) >>> 0;
    d = (d + 1) >>> 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) >>> 0;
    c = ((c << 21) | (c >>> 11)) >>> 0;
    c = (c + t) >>> 0;
    return t / 4294967296;
  };
  for (let step = 0; step < 12; step += 1) next();
  return next;
}

/** A seed of the game's own, for play without a run (a visitor, a game opened on its own). */
export function localSeed(): string {
  return Array.from(crypto.getRandomValues(new Uint32Array(4)), (word) => word.toString(16).padStart(8, '0')).join('');
}

import type { Stamina } from '@site/api-contract';

/**
 * How long until a run's `cost` of stamina is there, from the server's answer `stamina` that this
 * page got at `answeredAt` (its own clock), at `now` (its own clock): 0 when it is there already.
 *
 * The instant is the server's: the next point at `nextPointAt`, then one every `refillSeconds`.
 * The answer does not say the server's time, only that it was within the point's interval
 * before `nextPointAt` (the server counts whole points from the last one). The page's clock at
 * the answer is taken when it falls in that interval, which it does when the clocks agree (the
 * wait is then the one the server gives when it refuses a run, `retryAfterSeconds`); a clock
 * outside it is wrong, and the interval's start is taken instead: the wait is then at most one
 * point's interval too long and never too short. So a page that asks again when the wait is
 * over (stamina-short.tsx) asks at most once more, never in a loop: a clock a little ahead
 * (inside the interval) may end the wait early, and the next answer then puts it outside.
 */
export function staminaWaitMs(stamina: Stamina, cost: number, answeredAt: number, now: number): number {
  if (stamina.value >= cost || stamina.nextPointAt === null) return 0;
  const nextPointAt = Date.parse(stamina.nextPointAt);
  if (Number.isNaN(nextPointAt)) return 0;
  const interval = stamina.refillSeconds * 1000;
  const enoughAt = nextPointAt + (cost - stamina.value - 1) * interval;
  const serverAtAnswer = answeredAt >= nextPointAt - interval && answeredAt < nextPointAt ? answeredAt : nextPointAt - interval;
  return Math.max(0, enoughAt - serverAtAnswer - Math.max(0, now - answeredAt));
}

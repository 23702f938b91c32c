import type { Stamina } from '@site/api-contract';

export interface StaminaNow {
  value: number;
  /** Milliseconds until the max, 0 when full. */
  msToFull: number;
}

/**
 * Stamina at `nowMs`, from the server's answer: one point every `refillSeconds` until `fullAt`,
 * so the value is `max − ⌈(fullAt − now) / interval⌉`. Never below what the server said (a
 * clock behind the server's must not take points away) and never above the max.
 */
export function staminaAt(stamina: Stamina, nowMs: number): StaminaNow {
  if (stamina.fullAt === null) return { value: stamina.max, msToFull: 0 };
  const fullAtMs = Date.parse(stamina.fullAt);
  if (Number.isNaN(fullAtMs)) return { value: stamina.value, msToFull: 0 };
  const msToFull = Math.max(0, fullAtMs - nowMs);
  const missing = Math.ceil(msToFull / (stamina.refillSeconds * 1000));
  return { value: Math.min(stamina.max, Math.max(stamina.value, stamina.max - missing)), msToFull };
}

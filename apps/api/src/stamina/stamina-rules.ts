/**
 * Stamina as arithmetic on time (docs/api/conversions-and-stamina.md): no timer ever runs. An account keeps a value and the
 * moment it was true; one point comes back every `refillMs` after that moment, up to `max`.
 * Times are milliseconds since the epoch, so every function here is pure and exact.
 */

export interface StaminaRules {
  max: number;
  refillMs: number;
}

/** What is stored per account: the value at `asOfMs`. Refill progress counts from `asOfMs`. */
export interface StaminaState {
  value: number;
  asOfMs: number;
}

/** The state at `nowMs` with every whole interval since `asOfMs` added: `asOfMs` moves by whole intervals only. */
export function settle(state: StaminaState, nowMs: number, rules: StaminaRules): StaminaState {
  // A full account gains nothing and keeps no progress: its next point starts counting when it spends.
  if (state.value >= rules.max) return { value: rules.max, asOfMs: Math.max(state.asOfMs, nowMs) };
  // A clock that went back (another server's, say) gives no points and takes none.
  const elapsed = Math.max(0, nowMs - state.asOfMs);
  const gained = Math.floor(elapsed / rules.refillMs);
  const value = Math.max(0, state.value) + gained;
  if (value >= rules.max) return { value: rules.max, asOfMs: nowMs };
  return { value, asOfMs: state.asOfMs + gained * rules.refillMs };
}

/** The value at `nowMs`: `min(max, stored + floor((now - asOf) / interval))`. */
export function staminaAt(state: StaminaState, nowMs: number, rules: StaminaRules): number {
  return settle(state, nowMs, rules).value;
}

export type SpendOutcome =
  | { ok: true; state: StaminaState }
  /** `enoughAtMs`: when `amount` will be there without spending; null when it never will (above the max). */
  | { ok: false; value: number; enoughAtMs: number | null };

/**
 * Takes `amount` at `nowMs` when there is that much, keeping the progress toward the next point
 * so that spending never delays the refill.
 */
export function spend(state: StaminaState, amount: number, nowMs: number, rules: StaminaRules): SpendOutcome {
  const settled = settle(state, nowMs, rules);
  if (settled.value >= amount) return { ok: true, state: { value: settled.value - amount, asOfMs: settled.asOfMs } };
  const enoughAtMs = amount > rules.max ? null : settled.asOfMs + (amount - settled.value) * rules.refillMs;
  return { ok: false, value: settled.value, enoughAtMs };
}

/** Back to the max at `nowMs` (bought with gold coins). */
export function refill(nowMs: number, rules: StaminaRules): StaminaState {
  return { value: rules.max, asOfMs: nowMs };
}

export interface StaminaOutlook {
  value: number;
  /** When the next point comes back; null when full. */
  nextPointAtMs: number | null;
  /** When the value reaches the max; null when full. */
  fullAtMs: number | null;
}

/** What the site shows: the value now, and when the next point and the max will be there. */
export function outlook(state: StaminaState, nowMs: number, rules: StaminaRules): StaminaOutlook {
  const settled = settle(state, nowMs, rules);
  if (settled.value >= rules.max) return { value: rules.max, nextPointAtMs: null, fullAtMs: null };
  return {
    value: settled.value,
    nextPointAtMs: settled.asOfMs + rules.refillMs,
    fullAtMs: settled.asOfMs + (rules.max - settled.value) * rules.refillMs,
  };
}

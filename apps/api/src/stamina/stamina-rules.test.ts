import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { outlook, refill, settle, spend, staminaAt, type StaminaRules, type StaminaState } from './stamina-rules.ts';

const defaults: StaminaRules = { max: 100, refillMs: 180_000 };
const start = Date.UTC(2030, 0, 1);

const rulesArb = fc.record({ max: fc.integer({ min: 1, max: 200 }), refillMs: fc.integer({ min: 1, max: 600_000 }) });
const stateArb = (rules: StaminaRules) => fc.record({ value: fc.integer({ min: 0, max: rules.max }), asOfMs: fc.integer({ min: start - 10 ** 9, max: start }) });
const rulesAndState = rulesArb.chain((rules) => fc.tuple(fc.constant(rules), stateArb(rules)));

describe('stamina arithmetic', () => {
  it('refills one point per interval from the stored moment, up to the max', () => {
    const state: StaminaState = { value: 40, asOfMs: start };
    expect(staminaAt(state, start, defaults)).toBe(40);
    expect(staminaAt(state, start + 179_999, defaults)).toBe(40);
    expect(staminaAt(state, start + 180_000, defaults)).toBe(41);
    expect(staminaAt(state, start + 60 * 180_000, defaults)).toBe(100);
    expect(staminaAt(state, start + 10 ** 12, defaults)).toBe(100);
    expect(outlook(state, start + 1_000, defaults)).toEqual({ value: 40, nextPointAtMs: start + 180_000, fullAtMs: start + 60 * 180_000 });
    expect(outlook({ value: 100, asOfMs: start }, start + 5, defaults)).toEqual({ value: 100, nextPointAtMs: null, fullAtMs: null });
  });

  it('keeps the progress toward the next point when spending, and starts it when a full account spends', () => {
    const spent = spend({ value: 40, asOfMs: start }, 10, start + 250_000, defaults);
    expect(spent).toEqual({ ok: true, state: { value: 31, asOfMs: start + 180_000 } });
    const fromFull = spend({ value: 100, asOfMs: start }, 10, start + 999_999, defaults);
    expect(fromFull).toEqual({ ok: true, state: { value: 90, asOfMs: start + 999_999 } });
  });

  it('refuses to spend more than there is, saying when there will be enough', () => {
    expect(spend({ value: 7, asOfMs: start }, 10, start + 60_000, defaults)).toEqual({ ok: false, value: 7, enoughAtMs: start + 3 * 180_000 });
    expect(spend({ value: 100, asOfMs: start }, 101, start, defaults)).toEqual({ ok: false, value: 100, enoughAtMs: null });
    expect(refill(start, defaults)).toEqual({ value: 100, asOfMs: start });
  });

  it('neither gives nor takes points when the clock goes back', () => {
    expect(staminaAt({ value: 40, asOfMs: start }, start - 10 ** 9, defaults)).toBe(40);
    expect(staminaAt({ value: 100, asOfMs: start }, start - 10 ** 9, defaults)).toBe(100);
  });

  it('is never above the max nor below zero, whatever the time and the spending', () => {
    fc.assert(
      fc.property(rulesAndState, fc.array(fc.tuple(fc.integer({ min: 0, max: 10 ** 7 }), fc.integer({ min: 0, max: 250 })), { maxLength: 30 }), ([rules, initial], steps) => {
        let state = initial;
        let now = start;
        for (const [wait, amount] of steps) {
          now += wait;
          const outcome = spend(state, amount, now, rules);
          if (outcome.ok) state = outcome.state;
          const value = staminaAt(state, now, rules);
          expect(value).toBeGreaterThanOrEqual(0);
          expect(value).toBeLessThanOrEqual(rules.max);
          expect(Number.isInteger(value)).toBe(true);
        }
      }),
    );
  });

  it('only grows with time when nothing is spent, and its times to come agree with it', () => {
    fc.assert(
      fc.property(rulesAndState, fc.integer({ min: 0, max: 10 ** 9 }), fc.integer({ min: 0, max: 10 ** 9 }), ([rules, state], first, more) => {
        const earlier = staminaAt(state, start + first, rules);
        expect(staminaAt(state, start + first + more, rules)).toBeGreaterThanOrEqual(earlier);
        const view = outlook(state, start + first, rules);
        if (view.nextPointAtMs === null || view.fullAtMs === null) {
          expect(view.value).toBe(rules.max);
          return;
        }
        expect(view.nextPointAtMs).toBeGreaterThan(start + first);
        expect(staminaAt(state, view.nextPointAtMs - 1, rules)).toBe(view.value);
        expect(staminaAt(state, view.nextPointAtMs, rules)).toBe(view.value + 1);
        expect(staminaAt(state, view.fullAtMs - 1, rules)).toBe(rules.max - 1);
        expect(staminaAt(state, view.fullAtMs, rules)).toBe(rules.max);
      }),
    );
  });

  it('after spending n and waiting, equals the formula from the moment of the spend', () => {
    fc.assert(
      fc.property(rulesAndState, fc.integer({ min: 0, max: 10 ** 8 }), fc.integer({ min: 0, max: 250 }), fc.integer({ min: 0, max: 10 ** 8 }), ([rules, state], before, amount, after) => {
        const spentAt = start + before;
        const outcome = spend(state, amount, spentAt, rules);
        const had = staminaAt(state, spentAt, rules);
        if (!outcome.ok) {
          expect(had).toBeLessThan(amount);
          return;
        }
        // The progress already made toward the next point at the moment of the spend counts.
        const progress = had >= rules.max ? 0 : (spentAt - state.asOfMs) % rules.refillMs;
        const expected = Math.min(rules.max, had - amount + Math.floor((progress + after) / rules.refillMs));
        expect(staminaAt(outcome.state, spentAt + after, rules)).toBe(expected);
      }),
    );
  });

  it('loses no refill time: any spending and waiting matches a clock that ticks every millisecond', () => {
    // The reference counts progress one millisecond at a time while below the max: slow, but obviously right.
    const smallRules = fc.record({ max: fc.integer({ min: 1, max: 30 }), refillMs: fc.integer({ min: 1, max: 40 }) });
    fc.assert(
      fc.property(smallRules, fc.array(fc.tuple(fc.integer({ min: 0, max: 120 }), fc.integer({ min: 0, max: 12 })), { maxLength: 25 }), (rules, steps) => {
        let state = refill(start, rules);
        let model = { value: rules.max, progress: 0 };
        let now = start;
        for (const [wait, amount] of steps) {
          for (let tick = 0; tick < wait; tick += 1) {
            if (model.value < rules.max && ++model.progress === rules.refillMs) model = { value: model.value + 1, progress: 0 };
            if (model.value === rules.max) model.progress = 0;
          }
          now += wait;
          const view = outlook(state, now, rules);
          expect(view.value).toBe(model.value);
          expect(view.nextPointAtMs).toBe(model.value === rules.max ? null : now + rules.refillMs - model.progress);
          const outcome = spend(state, amount, now, rules);
          expect(outcome.ok).toBe(model.value >= amount);
          if (outcome.ok) {
            state = outcome.state;
            model = { ...model, value: model.value - amount };
          }
        }
      }),
    );
  });

  it('settles to the same value it reports, moving its moment by whole intervals only', () => {
    fc.assert(
      fc.property(rulesAndState, fc.integer({ min: 0, max: 10 ** 9 }), ([rules, state], wait) => {
        const settled = settle(state, start + wait, rules);
        expect(settled.value).toBe(staminaAt(state, start + wait, rules));
        if (settled.value < rules.max) expect((settled.asOfMs - state.asOfMs) % rules.refillMs).toBe(0);
        expect(staminaAt(settled, start + wait + 12_345, rules)).toBe(staminaAt(state, start + wait + 12_345, rules));
      }),
    );
  });
});

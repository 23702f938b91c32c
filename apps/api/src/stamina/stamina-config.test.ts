import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config/load-config.ts';

describe('stamina configuration', () => {
  it('has the design defaults: 100 max, a point every 3 minutes, 10 a run, 2 gold coins to recover (bench/first-session.bench.ts)', () => {
    expect(loadConfig({}).stamina).toMatchObject({ max: 100, refillSeconds: 180, runCost: 10, recoverPriceGold: 2 });
  });

  it('reads each variable', () => {
    const config = loadConfig({ STAMINA_MAX: '50', STAMINA_REFILL_SECONDS: '60', STAMINA_RUN_COST: '5', STAMINA_RECOVER_PRICE_GOLD: '0' });
    expect(config.stamina).toMatchObject({ max: 50, refillSeconds: 60, runCost: 5, recoverPriceGold: 0 });
  });

  it('names every bad value at start-up, and a run cost no account could ever pay', () => {
    const bad = () => loadConfig({ STAMINA_MAX: '0', STAMINA_REFILL_SECONDS: '1.5', STAMINA_RECOVER_PRICE_GOLD: '-1' });
    expect(bad).toThrow(ConfigError);
    expect(bad).toThrow(/STAMINA_MAX: must be a whole number from 1/);
    expect(bad).toThrow(/STAMINA_REFILL_SECONDS: must be a whole number/);
    expect(bad).toThrow(/STAMINA_RECOVER_PRICE_GOLD: must be a whole number from 0/);
    expect(() => loadConfig({ STAMINA_MAX: '20', STAMINA_RUN_COST: '21' })).toThrow(/STAMINA_RUN_COST: must be at most STAMINA_MAX \(20\)/);
  });
});

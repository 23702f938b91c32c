import { describe, expect, it } from 'vitest';
import { loadConfig, type ConfigError } from './load-config.ts';
import { coreToWei, goldCoinsFor } from './deposit-config.ts';

describe('deposit settings', () => {
  it('defaults: disabled, 100 gold coins a CORE, at least 0.01 CORE, 6 confirmations, a scan every 30 s', () => {
    expect(loadConfig({}).deposits).toEqual({ treasuryAddress: null, goldPerCore: 100n, minWei: 10n ** 16n, confirmations: 6, scanSeconds: 30, scanFromBlock: null });
  });

  it('reads every variable, the treasury in lower case', () => {
    const config = loadConfig({
      TREASURY_ADDRESS: '0xAbCdEf0123456789aBcDeF0123456789AbCdEf01',
      GOLD_PER_CORE: '250',
      DEPOSIT_MIN_CORE: '0.004',
      DEPOSIT_CONFIRMATIONS: '12',
      DEPOSIT_SCAN_SECONDS: '0',
      DEPOSIT_SCAN_FROM_BLOCK: '123456',
    });
    expect(config.deposits).toEqual({
      treasuryAddress: '0xabcdef0123456789abcdef0123456789abcdef01',
      goldPerCore: 250n,
      minWei: 4n * 10n ** 15n,
      confirmations: 12,
      scanSeconds: 0,
      scanFromBlock: 123_456n,
    });
  });

  it('names each bad variable', () => {
    const problems = (env: Record<string, string>): string[] => {
      try {
        loadConfig(env);
        return [];
      } catch (error) {
        return (error as ConfigError).problems;
      }
    };
    expect(problems({ TREASURY_ADDRESS: '0x1234' })).toEqual([expect.stringMatching(/^TREASURY_ADDRESS: /)]);
    expect(problems({ DEPOSIT_MIN_CORE: '-1' })).toEqual([expect.stringMatching(/^DEPOSIT_MIN_CORE: /)]);
    expect(problems({ DEPOSIT_MIN_CORE: '0' })).toEqual([expect.stringMatching(/^DEPOSIT_MIN_CORE: /)]);
    expect(problems({ DEPOSIT_MIN_CORE: '0.001' })).toEqual([expect.stringMatching(/^DEPOSIT_MIN_CORE: the smallest deposit must be worth at least one gold coin/)]);
    expect(problems({ GOLD_PER_CORE: '0' })).toEqual([expect.stringMatching(/^GOLD_PER_CORE: /)]);
    expect(problems({ DEPOSIT_CONFIRMATIONS: '0' })).toEqual([expect.stringMatching(/^DEPOSIT_CONFIRMATIONS: /)]);
    expect(problems({ DEPOSIT_SCAN_FROM_BLOCK: 'latest' })).toEqual([expect.stringMatching(/^DEPOSIT_SCAN_FROM_BLOCK: /)]);
  });
});

describe('gold coins for a deposit', () => {
  it('converts CORE to wei exactly', () => {
    expect(coreToWei('0.01')).toBe(10n ** 16n);
    expect(coreToWei('1')).toBe(10n ** 18n);
    expect(coreToWei('123456789.000000000000000001')).toBe(123_456_789n * 10n ** 18n + 1n);
  });

  it('multiplies before dividing and rounds down', () => {
    expect(goldCoinsFor(10n ** 16n, 100n)).toBe(1n);
    expect(goldCoinsFor(10n ** 16n - 1n, 100n)).toBe(0n);
    expect(goldCoinsFor(505_900_000_000_000_000n, 100n)).toBe(50n);
    expect(goldCoinsFor(3n * 10n ** 17n, 3n)).toBe(0n);
    expect(goldCoinsFor(10n ** 36n, 1_000_000_000n)).toBe(10n ** 27n);
  });
});

import { isAddress } from 'viem';
import type { DepositConfig } from './config.ts';
import type { EnvReader } from './env-reader.ts';
import { settings } from './settings.ts';

const weiPerCore = 10n ** 18n;
const coreAmount = /^\d{1,12}(\.\d{1,18})?$/;

/** `0.01` → 10^16 wei, exactly (no floating point). */
export function coreToWei(text: string): bigint {
  const [whole = '0', fraction = ''] = text.split('.');
  return BigInt(whole) * weiPerCore + BigInt(fraction.padEnd(18, '0'));
}

/**
 * TREASURY_ADDRESS, GOLD_PER_CORE, DEPOSIT_MIN_CORE, DEPOSIT_CONFIRMATIONS, DEPOSIT_SCAN_SECONDS
 * and DEPOSIT_SCAN_FROM_BLOCK (docs/api/settings.md), each problem added to `read.problems`.
 */
export function readDepositConfig(read: EnvReader, env: Record<string, string | undefined>): DepositConfig {
  const treasury = read.optionalString('TREASURY_ADDRESS');
  if (treasury !== null && !isAddress(treasury, { strict: false })) read.problems.push(`TREASURY_ADDRESS: must be a 0x address of 40 hex digits (got ${JSON.stringify(treasury)})`);

  const minText = env.DEPOSIT_MIN_CORE?.trim() || settings.DEPOSIT_MIN_CORE.default;
  let minWei = coreToWei(settings.DEPOSIT_MIN_CORE.default);
  if (coreAmount.test(minText) && coreToWei(minText) > 0n) minWei = coreToWei(minText);
  else read.problems.push(`DEPOSIT_MIN_CORE: must be an amount of CORE above zero with at most 18 decimals, like 0.01 (got ${JSON.stringify(minText)})`);

  const goldPerCore = BigInt(read.setting('GOLD_PER_CORE'));
  if ((minWei * goldPerCore) / weiPerCore < 1n) {
    read.problems.push(`DEPOSIT_MIN_CORE: the smallest deposit must be worth at least one gold coin at GOLD_PER_CORE=${goldPerCore} (got ${JSON.stringify(minText)})`);
  }

  const fromBlock = read.optionalString('DEPOSIT_SCAN_FROM_BLOCK');
  if (fromBlock !== null && !/^\d{1,18}$/.test(fromBlock)) read.problems.push(`DEPOSIT_SCAN_FROM_BLOCK: must be a block number (got ${JSON.stringify(fromBlock)})`);

  return {
    treasuryAddress: treasury !== null && isAddress(treasury, { strict: false }) ? (treasury.toLowerCase() as `0x${string}`) : null,
    goldPerCore,
    minWei,
    confirmations: read.setting('DEPOSIT_CONFIRMATIONS'),
    scanSeconds: read.setting('DEPOSIT_SCAN_SECONDS'),
    scanFromBlock: fromBlock !== null && /^\d{1,18}$/.test(fromBlock) ? BigInt(fromBlock) : null,
  };
}

/** Gold coins for `valueWei`: value × GOLD_PER_CORE / 10^18, rounded down (the minimum makes it at least 1). */
export function goldCoinsFor(valueWei: bigint, goldPerCore: bigint): bigint {
  return (valueWei * goldPerCore) / weiPerCore;
}

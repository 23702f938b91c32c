import { storage } from '../storage/safe-storage.ts';

/** A deposit sent from this browser and not yet settled: a reload resumes confirming it. */
export interface InFlightDeposit {
  accountId: string;
  txHash: string;
}

export const inFlightDepositKey = 'site.deposit.inFlight';

const hashPattern = /^0x[0-9a-f]{64}$/;
const accountIdPattern = /^[0-9a-f-]{36}$/i;

/** Reads what storage holds for `accountId`; anything malformed (storage is untrusted) reads as nothing. */
export function readInFlightDeposit(accountId: string): InFlightDeposit | null {
  const raw = storage.read(inFlightDepositKey);
  if (raw === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (value === null || typeof value !== 'object') return null;
  const { accountId: owner, txHash } = value as Record<string, unknown>;
  if (typeof owner !== 'string' || typeof txHash !== 'string' || !accountIdPattern.test(owner) || !hashPattern.test(txHash)) return null;
  return owner === accountId ? { accountId: owner, txHash } : null;
}

export function rememberInFlightDeposit(deposit: InFlightDeposit): void {
  storage.write(inFlightDepositKey, JSON.stringify({ accountId: deposit.accountId, txHash: deposit.txHash.toLowerCase() }));
}

/** Forgets the deposit once it is settled (only that one: a newer one sent meanwhile stays). */
export function forgetInFlightDeposit(txHash: string): void {
  const raw = storage.read(inFlightDepositKey);
  if (raw?.includes(txHash.toLowerCase())) storage.write(inFlightDepositKey, null);
}

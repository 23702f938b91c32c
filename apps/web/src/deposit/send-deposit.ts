import type { EIP1193Provider } from '@site/wallet-core';
import { numberToHex } from 'viem';
import { walletRequestFailure, type WalletRequestFailure } from '../sign-in/wallet-request-failure.ts';

export type SendDepositOutcome =
  | { status: 'sent'; txHash: string }
  /** The visitor said no (4001), or another request already waits in the wallet (-32002). */
  | { status: Exclude<WalletRequestFailure, 'failed'> }
  | { status: 'failed'; error: unknown };

const transactionHash = /^0x[0-9a-fA-F]{64}$/;

/**
 * Asks the connected wallet to send `valueWei` from `from` to the treasury (`eth_sendTransaction`,
 * a plain transfer of CORE). The wallet's answer is untrusted: anything but a transaction hash
 * is a failure.
 */
export async function sendDeposit(provider: Pick<EIP1193Provider, 'request'>, transfer: { from: string; to: string; valueWei: bigint }): Promise<SendDepositOutcome> {
  let answer: unknown;
  try {
    answer = await provider.request({ method: 'eth_sendTransaction', params: [{ from: transfer.from, to: transfer.to, value: numberToHex(transfer.valueWei) }] });
  } catch (error) {
    const failure = walletRequestFailure(error);
    return failure === 'failed' ? { status: 'failed', error } : { status: failure };
  }
  if (typeof answer !== 'string' || !transactionHash.test(answer)) {
    return { status: 'failed', error: new Error('The wallet answered eth_sendTransaction with something that is not a transaction hash.') };
  }
  return { status: 'sent', txHash: answer.toLowerCase() };
}

import type { Account } from '@site/api-contract';
import type { EIP1193Provider } from '@site/wallet-core';
import { isHex, stringToHex } from 'viem';
import { api } from '../api/api.ts';
import { buildSiweMessage } from './siwe-message.ts';
import { walletRequestFailure, type WalletRequestFailure } from './wallet-request-failure.ts';

export type WalletSignInOutcome =
  | { status: 'signed-in'; account: Account }
  | { status: Exclude<WalletRequestFailure, 'failed'> }
  /** The server refused, or the wallet failed: `error` is an ApiError or the wallet's error. */
  | { status: 'failed'; error: unknown };

/**
 * Sign-In with Ethereum (EIP-4361): a single-use nonce and the message's fields from the server,
 * the message signed with `personal_sign` by the connected wallet, the signature checked by the
 * server, which signs in (or, with `link`, adds the wallet to the signed-in account).
 * Server errors are `failed`; the wallet's "no" is `rejected`, never an error.
 */
export async function signInWithWallet(options: { provider: Pick<EIP1193Provider, 'request'>; address: string; link: boolean }): Promise<WalletSignInOutcome> {
  const { provider, address, link } = options;
  let message: string;
  try {
    message = buildSiweMessage(await api.call('walletNonce', { body: {} }), address);
  } catch (error) {
    return { status: 'failed', error };
  }

  let signature: unknown;
  try {
    signature = await provider.request({ method: 'personal_sign', params: [stringToHex(message), address] });
  } catch (error) {
    const failure = walletRequestFailure(error);
    return failure === 'failed' ? { status: 'failed', error } : { status: failure };
  }
  if (typeof signature !== 'string' || !isHex(signature)) {
    return { status: 'failed', error: new Error('The wallet answered personal_sign with something that is not a signature.') };
  }

  try {
    const { account } = await api.call('walletVerify', { body: { message, signature, ...(link ? { link: true } : {}) } });
    return { status: 'signed-in', account };
  } catch (error) {
    return { status: 'failed', error };
  }
}

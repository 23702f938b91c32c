import type { BodyOf } from '@site/api-contract';
import type { Wallet } from '@tonconnect/ui-react';

/** Why a connected wallet gave no proof to send. */
export class TonProofMissingError extends Error {
  constructor() {
    super('The wallet connected without a ton_proof.');
    this.name = 'TonProofMissingError';
  }
}

/** The server's body for a wallet TON Connect has just connected with its ton_proof (the account fields the server checks, the proof as signed). */
export function tonProofBody(wallet: Wallet, link: boolean): BodyOf<'tonProofVerify'> {
  const item = wallet.connectItems?.tonProof;
  if (!item || !('proof' in item)) throw new TonProofMissingError();
  const { address, chain, walletStateInit, publicKey } = wallet.account;
  const account = { address, chain: chain as BodyOf<'tonProofVerify'>['account']['chain'], walletStateInit, ...(publicKey ? { publicKey } : {}) };
  return { account, proof: item.proof, ...(link ? { link: true } : {}) };
}

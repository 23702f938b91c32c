import type { Wallet } from '@tonconnect/ui-react';
import { describe, expect, it } from 'vitest';
import { TonProofMissingError, tonProofBody } from './ton-proof-body.ts';

const proof = { timestamp: 1_764_000_000, domain: { lengthBytes: 11, value: 'example.org' }, signature: 'c2lnbmF0dXJl', payload: 'the-server-payload' };
const account = { address: '0:' + 'ab'.repeat(32), chain: '-239', walletStateInit: 'te6cc', publicKey: 'cd'.repeat(32) };
type ProofItem = NonNullable<Wallet['connectItems']>['tonProof'];
const refusal = { name: 'ton_proof', error: { code: 300, message: 'declined' } } as unknown as ProofItem;
const wallet = (fields: Partial<Wallet>): Wallet => ({ device: {}, provider: 'http', account, ...fields }) as unknown as Wallet;

describe('tonProofBody', () => {
  it('sends the account fields the server checks and the proof as the wallet signed it, with link only when asked', () => {
    const connected = wallet({ connectItems: { tonProof: { name: 'ton_proof', proof } } });
    expect(tonProofBody(connected, false)).toEqual({ account, proof });
    expect(tonProofBody(connected, true)).toEqual({ account, proof, link: true });
  });

  it('leaves out a public key the wallet did not state', () => {
    const connected = wallet({ account: { ...account, publicKey: undefined }, connectItems: { tonProof: { name: 'ton_proof', proof } } });
    expect(tonProofBody(connected, false).account).toEqual({ address: account.address, chain: '-239', walletStateInit: 'te6cc' });
  });

  it('refuses a connection without a proof, or with the wallet’s refusal instead of one', () => {
    expect(() => tonProofBody(wallet({}), false)).toThrow(TonProofMissingError);
    expect(() => tonProofBody(wallet({ connectItems: { tonProof: refusal } }), false)).toThrow(TonProofMissingError);
  });
});

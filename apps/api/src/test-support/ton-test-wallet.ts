import { createHash, randomBytes } from 'node:crypto';
import { beginCell, contractAddress, storeStateInit, type Address, type StateInit } from '@ton/core';
import { keyPairFromSeed, sign, type KeyPair } from '@ton/crypto';
import { WalletContractV4 } from '@ton/ton';

export interface ProofFields {
  timestamp?: number;
  domain?: string;
  payload: string;
}

/**
 * A wallet v4 of the test's own (a fresh ed25519 key), answering TON Connect's ton_proof request as
 * a wallet app would, written from TON Connect's description of the signed message.
 */
export class TestTonWallet {
  readonly keys: KeyPair = keyPairFromSeed(randomBytes(32));
  readonly init: StateInit = WalletContractV4.create({ workchain: 0, publicKey: this.keys.publicKey }).init;
  readonly address: Address = contractAddress(0, this.init);

  stateInitBase64(init: StateInit = this.init): string {
    return beginCell().store(storeStateInit(init)).endCell().toBoc().toString('base64');
  }

  /** The body of `tonProofVerify`: this wallet's account and its proof of `payload` for `domain`, signed with `signer` (its own key by default). */
  proofRequest(fields: ProofFields, signer: KeyPair = this.keys) {
    const domain = fields.domain ?? '127.0.0.1:5173';
    const timestamp = fields.timestamp ?? Math.floor(Date.now() / 1000);
    const item = new Uint8Array([
      ...Buffer.from('ton-proof-item-v2/'),
      ...bytesOf((b) => b.writeInt32BE(this.address.workChain), 4),
      ...this.address.hash,
      ...bytesOf((b) => b.writeUInt32LE(Buffer.byteLength(domain)), 4),
      ...Buffer.from(domain),
      ...bytesOf((b) => b.writeBigUInt64LE(BigInt(timestamp)), 8),
      ...Buffer.from(fields.payload),
    ]);
    const digest = sha256(Buffer.concat([Buffer.from('ffff', 'hex'), Buffer.from('ton-connect'), sha256(item)]));
    return {
      account: { address: this.address.toRawString(), chain: '-239' as const, walletStateInit: this.stateInitBase64(), publicKey: this.keys.publicKey.toString('hex') },
      proof: { timestamp, domain: { lengthBytes: Buffer.byteLength(domain), value: domain }, signature: sign(digest, signer.secretKey).toString('base64'), payload: fields.payload },
    };
  }
}

const sha256 = (bytes: Uint8Array): Buffer => createHash('sha256').update(bytes).digest();

function bytesOf(write: (buffer: Buffer) => unknown, length: number): Buffer {
  const buffer = Buffer.alloc(length);
  write(buffer);
  return buffer;
}

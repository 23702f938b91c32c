import { Address, Cell, contractAddress, loadStateInit, type Slice } from '@ton/core';

/** The standard wallet contracts whose key can be read from their data, by the hash of their code. */
const standardWallets: Record<string, { version: string; readKey: (data: Slice) => Buffer }> = {
  // v3: seqno (32 bits), subwallet id (32), public key (256).
  b61041a58a7980b946e8fb9e198e3c904d24799ffa36574ea4251c41a566f581: { version: 'v3R1', readKey: (data) => data.skip(64).loadBuffer(32) },
  '84dafa449f98a6987789ba232358072bc0f76dc4524002a5d0918b9a75d2d599': { version: 'v3R2', readKey: (data) => data.skip(64).loadBuffer(32) },
  // v4: as v3, then the plugins.
  feb5ff6820e2ff0d9483e7e0d62c817d846789fb4ae580c878866d959dabd5c0: { version: 'v4R2', readKey: (data) => data.skip(64).loadBuffer(32) },
  // v5: signature allowed (1 bit), seqno (32), wallet id (32), public key (256), then the extensions.
  '20834b7b72b112147e1b2fb457b84e74d1a30f04f737d4f62a668e9552d2b72f': { version: 'v5R1', readKey: (data) => data.skip(65).loadBuffer(32) },
};

/** The code hashes of the wallets `walletKeyFromStateInit` reads (checked against @ton/ton's contracts by the tests). */
export const standardWalletCodeHashes = Object.fromEntries(Object.entries(standardWallets).map(([hash, wallet]) => [wallet.version, hash]));

export type StateInitCheck =
  | { ok: true; publicKey: Buffer; address: Address }
  | { ok: false; reason: 'malformed' | 'not_the_address' | 'unsupported' };

/**
 * Reads the public key of a standard wallet from its state init (base64 bag of cells), once the
 * state init's hash is proven to be `rawAddress` (so the key is the one that wallet checks).
 */
export function walletKeyFromStateInit(rawAddress: string, stateInitBase64: string): StateInitCheck {
  let address: Address;
  let code: Cell | null | undefined;
  let data: Cell | null | undefined;
  try {
    address = Address.parseRaw(rawAddress);
    const cells = Cell.fromBoc(Buffer.from(stateInitBase64, 'base64'));
    if (cells.length !== 1 || !cells[0]) return { ok: false, reason: 'malformed' };
    ({ code, data } = loadStateInit(cells[0].beginParse()));
    if (!contractAddress(address.workChain, { code, data }).equals(address)) return { ok: false, reason: 'not_the_address' };
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  const wallet = code ? standardWallets[code.hash().toString('hex')] : undefined;
  if (!wallet || !data) return { ok: false, reason: 'unsupported' };
  try {
    return { ok: true, publicKey: wallet.readKey(data.beginParse()), address };
  } catch {
    return { ok: false, reason: 'malformed' };
  }
}

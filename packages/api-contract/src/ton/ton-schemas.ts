import { Type } from 'typebox';
import { SignedIn, Strict, Timestamp } from '../common-schemas.ts';
import type { SchemasFor } from '../endpoint-schemas.ts';
import { jsonIntegerMax } from '../number-bounds.ts';
import { oneLinePattern } from '../text-bounds.ts';
import type { tonRoutes } from './ton-routes.ts';

const Base64 = (maxLength: number, description: string) => Type.String({ minLength: 1, maxLength, pattern: '^[A-Za-z0-9+/_-]+={0,2}$', description });

/** The wallet as TON Connect describes it (`wallet.account`). */
const TonAccount = Strict({
  address: Type.String({ maxLength: 69, pattern: '^-?[0-9]{1,3}:[0-9a-fA-F]{64}$', description: 'The raw address, workchain:hash.' }),
  chain: Type.Union([Type.Literal('-239'), Type.Literal('-3')], { description: 'Mainnet (-239) or testnet (-3).' }),
  walletStateInit: Base64(8192, "The wallet contract's initial state (a bag of cells), whose hash is the address."),
  publicKey: Type.Optional(Type.String({ maxLength: 64, pattern: '^[0-9a-fA-F]{64}$', description: 'The wallet’s key as the wallet states it; checked against the state init.' })),
});

/** TON Connect's `ton_proof` reply (`wallet.connectItems.tonProof.proof`). */
const TonProof = Strict({
  timestamp: Type.Integer({ minimum: 0, maximum: jsonIntegerMax, description: 'When the wallet signed, in Unix seconds.' }),
  domain: Strict({ lengthBytes: Type.Integer({ minimum: 0, maximum: 1024 }), value: Type.String({ maxLength: 1024, pattern: oneLinePattern }) }),
  signature: Base64(128, 'The ed25519 signature.'),
  payload: Type.String({ minLength: 1, maxLength: 128, pattern: oneLinePattern, description: 'The payload from tonProofPayload.' }),
});

export const tonSchemas = {
  tonProofPayload: { body: Strict({}), response: Strict({ payload: Type.String(), expiresAt: Timestamp }) },
  tonProofVerify: {
    body: Strict({ account: TonAccount, proof: TonProof, link: Type.Optional(Type.Boolean({ description: 'Add this wallet to the signed-in account instead of signing in.' })) }),
    response: SignedIn,
  },
} satisfies SchemasFor<typeof tonRoutes>;

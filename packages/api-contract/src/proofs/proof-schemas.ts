import { Type, type Static } from 'typebox';
import { Day, Strict, Timestamp } from '../common-schemas.ts';
import type { SchemasFor } from '../endpoint-schemas.ts';
import { Amount, LedgerAsset } from '../ledger/ledger-schemas.ts';
import type { proofRoutes } from './proof-routes.ts';

const Hash = Type.String({ pattern: '^[0-9a-f]{64}$', description: '32 bytes as 64 lower-case hex digits.' });
const SignedTotal = Type.String({ pattern: '^(0|-?[1-9][0-9]{0,18})$', description: 'A whole amount as a decimal string.' });

export const ProofCommitment = Strict({
  day: Type.String({ ...Day, description: 'The UTC day it was built on (YYYY-MM-DD).' }),
  position: Type.String({ pattern: '^(0|[1-9][0-9]{0,18})$', description: 'The closed ledger position: the balances are those after the transfers sealed at positions 1 to this one.' }),
  chainHead: Hash,
  balancesRoot: Hash,
  root: Type.String({ pattern: '^[0-9a-f]{64}$', description: 'SHA-256 of the commitment header: what is published on Core.' }),
  leafCount: Type.Integer({ minimum: 0 }),
  totals: Type.Record(Type.String(), Strict({ users: SignedTotal, system: SignedTotal }), { description: "Each asset's sum over users' balances and over system accounts' balances: they sum to zero." }),
  publication: Type.Union([Type.Literal('site_only'), Type.Literal('signed'), Type.Literal('published')], {
    description: 'site_only: no publishing key; signed: the transaction is sent or about to be; published: mined.',
  }),
  chainId: Type.Union([Type.Integer(), Type.Null()]),
  publisher: Type.Union([Type.String({ pattern: '^0x[0-9a-f]{40}$' }), Type.Null()]),
  txHash: Type.Union([Type.String({ pattern: '^0x[0-9a-f]{64}$' }), Type.Null()]),
  blockNumber: Type.Union([Type.String({ pattern: '^(0|[1-9][0-9]{0,18})$' }), Type.Null()]),
  publishedAt: Type.Union([Timestamp, Type.Null()]),
});
export type ProofCommitment = Static<typeof ProofCommitment>;

export const ProofLeaf = Strict({
  asset: LedgerAsset,
  balance: Amount,
  salt: Hash,
  path: Type.Array(Hash, { description: 'The sibling hashes from the leaf up to the balances root.' }),
});
export type ProofLeaf = Static<typeof ProofLeaf>;

export const proofSchemas = {
  listProofs: { response: Strict({ proofs: Type.Array(ProofCommitment) }) },
  getMyProof: {
    query: Strict({ day: Type.Optional(Type.String({ ...Day, description: "A commitment's UTC day (YYYY-MM-DD), years 1000 to 9999; the latest commitment when left out." })) }),
    response: Strict({
      version: Type.Literal(1),
      party: Type.String({ description: 'user:<account id>: the party in each leaf.' }),
      commitment: ProofCommitment,
      leaves: Type.Array(ProofLeaf),
    }),
  },
} satisfies SchemasFor<typeof proofRoutes>;

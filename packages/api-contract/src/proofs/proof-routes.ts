import type { RouteInfo } from '../route-info.ts';

export const proofRoutes = {
  listProofs: { method: 'GET', path: '/api/proofs', auth: 'none', summary: "The ledger's daily commitments, newest first: each Merkle root, its ledger position, chain head, per-asset totals and the transaction that published it on Core." },
  getMyProof: {
    method: 'GET',
    path: '/api/proofs/mine',
    auth: 'session',
    errors: ['proof_not_ready', 'proof_unknown_day', 'proof_pruned'],
    summary:
      "The signed-in account's proof for the latest commitment, or for `day`'s while its balances are kept (the two newest commitments'): its balances with their salts and Merkle paths, and what the root is computed from (docs/ledger-proofs.md).",
  },
} as const satisfies Record<string, RouteInfo>;

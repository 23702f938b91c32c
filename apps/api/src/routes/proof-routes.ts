import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context.ts';
import { endpoint } from '../http/endpoint.ts';
import { listCommitments } from '../ledger/commitment-store.ts';
import { accountProof, commitmentView } from '../proofs/account-proof.ts';

/** The ledger's daily commitments (public) and the signed-in account's proof (docs/ledger-proofs.md). */
export function registerProofRoutes(app: FastifyInstance, ctx: ServerContext): void {
  endpoint(app, 'listProofs', async () => ({ proofs: (await listCommitments(ctx.db, 90)).map(commitmentView) }));
  endpoint(app, 'getMyProof', ({ principal, query }) => accountProof(ctx.db, ctx.config.proofs.saltSecret, principal.accountId, query.day));
}

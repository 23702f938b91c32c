import { describe, expect, it } from 'vitest';
import { matchChainTransaction, publishedRootData } from './chain-root-check.ts';
import fixture from './ledger-proof.fixture.json';
import { assetSums } from './ledger-sums.ts';
import type { LedgerProof } from './verify-ledger-proof.ts';
import { verifyMyBalances } from './verify-my-balances.ts';

// The proof the server's own tree code built (see verify-ledger-proof.test.ts).
const proof = fixture as LedgerProof;
const hexOf = (text: string) => `0x${Array.from(new TextEncoder().encode(text), (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
const publisher = proof.commitment.publisher ?? '';

describe('"Verify my balances" (docs/ledger-proofs.md §3)', () => {
  it('a site-only root: every leaf in the root, sums at zero, and no chain to read', async () => {
    const siteOnly: LedgerProof = { ...proof, commitment: { ...proof.commitment, publication: 'site_only', chainId: null, publisher: null, txHash: null, blockNumber: null, publishedAt: null } };
    // The RPC URL is never called: an unroutable address would fail the check if it were.
    expect(await verifyMyBalances(siteOnly, 'http://127.0.0.1:9/')).toEqual({
      proof: { computedRoot: proof.commitment.root, leavesInTree: ['game_coin', 'gold_coin', 'invite_point'], failures: [] },
      chain: { status: 'site_only' },
    });
  });

  it('an unreachable RPC says so instead of a verdict on the chain', async () => {
    const verdict = await verifyMyBalances(proof, 'http://127.0.0.1:9/');
    expect(verdict.proof.failures).toEqual([]);
    expect(verdict.chain).toEqual({ status: 'unreachable', txHash: proof.commitment.txHash });
  });

  it("matches the chain's transaction as the verifier script does: data naming the day and root, from the publisher", () => {
    const data = publishedRootData(proof.commitment);
    expect(data).toBe(`core-games-ledger-root-v1 2026-11-27 0x${proof.commitment.root}`);
    expect(matchChainTransaction(proof.commitment, 1116, { from: publisher.toUpperCase().replace('0X', '0x'), input: hexOf(data) })).toEqual([]);
    expect(matchChainTransaction(proof.commitment, 1116, { from: publisher, input: hexOf(data.replace('2026-11-27', '2026-11-28')) })).toEqual([{ kind: 'data_mismatch' }]);
    expect(matchChainTransaction(proof.commitment, 1116, { from: `0x${'3'.repeat(40)}`, input: hexOf(data) })).toEqual([{ kind: 'wrong_sender', from: `0x${'3'.repeat(40)}` }]);
    expect(matchChainTransaction(proof.commitment, 1, null)).toEqual([{ kind: 'wrong_chain', rpcChainId: 1 }, { kind: 'unknown_transaction' }]);
  });
});

describe("/proofs' sums, checked in the browser", () => {
  it('marks an asset whose players and system accounts do not cancel', () => {
    expect(assetSums({ gold_coin: { users: '9223372036854775807', system: '-9223372036854775807' }, game_coin: { users: '5', system: '-4' } })).toEqual([
      { asset: 'game_coin', users: '5', system: '-4', total: '1', sumsToZero: false },
      { asset: 'gold_coin', users: '9223372036854775807', system: '-9223372036854775807', total: '0', sumsToZero: true },
    ]);
  });
});

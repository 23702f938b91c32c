import { describe, expect, it } from 'vitest';
import fixture from './ledger-proof.fixture.json';
import { checkLedgerProof, type LedgerProof } from './verify-ledger-proof.ts';

// A proof the server's own code built (apps/api/src/proofs/merkle-tree.ts, commitment-header.ts)
// over 12 balances: the page must reach the same root with crypto.subtle alone.
const proof = fixture as LedgerProof;

describe('checking a ledger proof in the browser (docs/ledger-proofs.md)', () => {
  it("reaches the server's root from the player's leaves", async () => {
    expect(await checkLedgerProof(proof)).toEqual({ computedRoot: proof.commitment.root, leavesInTree: ['game_coin', 'gold_coin', 'invite_point'], failures: [] });
  });

  it('finds a changed balance, a changed path and changed totals', async () => {
    const richer = structuredClone(proof);
    (richer.leaves[1] as { balance: string }).balance = '2000';
    expect((await checkLedgerProof(richer)).failures).toEqual([{ kind: 'leaf_not_in_tree', asset: 'gold_coin' }]);

    const rerouted = structuredClone(proof);
    (rerouted.leaves[0] as { path: string[] }).path[0] = '0'.repeat(64);
    expect((await checkLedgerProof(rerouted)).failures).toEqual([{ kind: 'leaf_not_in_tree', asset: 'game_coin' }]);

    const inflated = structuredClone(proof);
    (inflated.commitment.totals.gold_coin as { users: string }).users = '500';
    expect((await checkLedgerProof(inflated)).failures).toEqual([{ kind: 'root_mismatch' }, { kind: 'sum_not_zero', asset: 'gold_coin' }]);
  });
});

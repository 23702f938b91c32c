import { describe, expect, it } from 'vitest';
import { testNotificationPayload } from '@site/testing/app-store';
import { ledgerFailures, signedInPlayer } from '../test-support/economy-test-helpers.ts';
import { userBalances } from '../ledger/ledger-history.ts';
import { testDatabaseKind } from '../test-support/test-database.ts';
import { startTestServer } from '../test-support/test-server.ts';
import { appleIapEnv, createTestAppStorePki, purchase, testIapApp } from '../test-support/apple-iap-test-setup.ts';

/**
 * One transaction posted many times at once by its buyer and by another account, then its refund
 * posted many times at once, through the server's pool of real PostgreSQL connections: exactly one
 * credit and one debit, whatever the interleaving.
 */
describe.runIf(testDatabaseKind === 'postgres')('Apple in-app purchase under concurrency', () => {
  it('credits a transaction once and refunds it once', { timeout: 120_000 }, async () => {
    const pki = createTestAppStorePki();
    const server = await startTestServer(appleIapEnv(pki));
    const buyer = await signedInPlayer(server);
    const other = await signedInPlayer(server);
    const transaction = purchase({ productId: 'coins.550' });
    const signedTransaction = await pki.sign(transaction);

    const answers = await Promise.all(
      Array.from({ length: 24 }, (_, index) => (index % 4 === 3 ? other : buyer).client.call('appleIapPurchase', { body: { signedTransaction } })),
    );
    const outcomes = answers.map(({ body }) => (body as { status?: string; error?: { code: string } }).status ?? (body as { error: { code: string } }).error.code);
    expect(outcomes.filter((outcome) => outcome === 'credited')).toHaveLength(1);
    // Whoever won, every other post is a replay for that account and a refusal for the other.
    const buyerWon = (await userBalances(server.ctx.db, buyer.accountId)).gold_coin === 550n;
    const [winnerId, loserId] = buyerWon ? [buyer.accountId, other.accountId] : [other.accountId, buyer.accountId];
    expect((await userBalances(server.ctx.db, winnerId)).gold_coin).toBe(550n);
    expect((await userBalances(server.ctx.db, loserId)).gold_coin).toBe(0n);
    expect(outcomes.every((outcome) => ['credited', 'already_credited', 'iap_transaction_claimed'].includes(outcome))).toBe(true);

    const signedPayload = await pki.sign(
      testNotificationPayload({ notificationType: 'REFUND', bundleId: testIapApp.bundleId, signedTransactionInfo: await pki.sign({ ...transaction, revocationDate: Date.now() }) }),
    );
    const refunds = await Promise.all(Array.from({ length: 12 }, () => server.client().call('appleIapNotification', { body: { signedPayload }, csrf: false, origin: null })));
    expect(refunds.map((answer) => answer.status)).toEqual(Array.from({ length: 12 }, () => 200));
    expect(refunds.filter((answer) => answer.body.outcome === 'refunded')).toHaveLength(1);
    expect(refunds.filter((answer) => answer.body.outcome === 'already_refunded')).toHaveLength(11);
    expect((await userBalances(server.ctx.db, winnerId)).gold_coin).toBe(0n);
    expect(await ledgerFailures(server)).toEqual([]);
  });
});

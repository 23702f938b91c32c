import { generateKeyPairSync, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { appStoreMarkerOids, issueTestCertificate, testNotificationPayload } from '@site/testing/app-store';
import { fund, ledgerFailures, signedInPlayer } from '../test-support/economy-test-helpers.ts';
import { userBalances } from '../ledger/ledger-history.ts';
import { systemParty, userParty } from '../ledger/ledger-types.ts';
import { transfer } from '../ledger/transfer.ts';
import { startTestServer } from '../test-support/test-server.ts';
import { appleIapEnv, createTestAppStorePki, purchase, testIapApp } from '../test-support/apple-iap-test-setup.ts';
import { refusal } from '../test-support/test-client.ts';

const pki = createTestAppStorePki();
const server = await startTestServer(appleIapEnv(pki));
const { db } = server.ctx;
const dayMs = 86_400_000;

const storedRows = async (transactionId: unknown): Promise<number> =>
  (await db.query('SELECT 1 FROM apple_iap_transactions WHERE transaction_id = $1', [String(transactionId)])).length;

/** Apple's server posting a notification: no session, no site Origin, no CSRF header. */
const notify = async (payload: object): Promise<{ status: number; body: unknown }> => {
  const signedPayload = await pki.sign(payload);
  return server.client().call('appleIapNotification', { body: { signedPayload }, csrf: false, origin: null });
};
const refundOf = async (transaction: Record<string, unknown>): Promise<{ status: number; body: unknown }> =>
  notify(testNotificationPayload({ notificationType: 'REFUND', bundleId: testIapApp.bundleId, signedTransactionInfo: await pki.sign({ ...transaction, revocationDate: Date.now() }) }));

describe('POST /api/apple-iap/transactions', () => {
  it("credits the product's gold coins once per transaction id; the same transaction again is 'already credited' and moves nothing", async () => {
    const { accountId, client } = await signedInPlayer(server);
    const transaction = purchase({ productId: 'coins.550' });
    const signedTransaction = await pki.sign(transaction);

    const first = await client.api.call('appleIapPurchase', { body: { signedTransaction } });
    expect(first).toMatchObject({ status: 'credited', transactionId: transaction.transactionId, productId: 'coins.550', quantity: 1, goldCoins: '550', goldBalance: '550' });
    const again = await client.api.call('appleIapPurchase', { body: { signedTransaction } });
    expect(again).toMatchObject({ status: 'already_credited', goldCoins: '550', goldBalance: '550', creditedAt: first.creditedAt });

    expect((await userBalances(db, accountId)).gold_coin).toBe(550n);
    const history = (await client.api.call('listLedgerTransfers')).transfers.filter((row: { reason: string }) => row.reason === 'apple_iap');
    expect(history.map((row: { amount: string; counterparty: string }) => [row.amount, row.counterparty])).toEqual([['550', 'mint']]);
    expect(await ledgerFailures(server)).toEqual([]);
  });

  it('credits the quantity bought', async () => {
    const { client } = await signedInPlayer(server);
    const answer = await client.api.call('appleIapPurchase', { body: { signedTransaction: await pki.sign(purchase({ quantity: 3 })) } });
    expect(answer).toMatchObject({ status: 'credited', quantity: 3, goldCoins: '300', goldBalance: '300' });
  });

  it('refuses a transaction credited to another account (409), crediting nothing', async () => {
    const owner = await signedInPlayer(server);
    const other = await signedInPlayer(server);
    const signedTransaction = await pki.sign(purchase());
    await owner.client.api.call('appleIapPurchase', { body: { signedTransaction } });
    const refused = await refusal(other.client.api.call('appleIapPurchase', { body: { signedTransaction } }));
    expect(refused).toMatchObject({ status: 409, code: 'iap_transaction_claimed', field: 'body.signedTransaction' });
    expect((await userBalances(db, other.accountId)).gold_coin).toBe(0n);
    expect((await userBalances(db, owner.accountId)).gold_coin).toBe(100n);
  });

  it('honours the account the app tied the purchase to (appAccountToken)', async () => {
    const { accountId, client } = await signedInPlayer(server);
    await client.api.call('appleIapPurchase', { body: { signedTransaction: await pki.sign(purchase({ appAccountToken: accountId })) } });
    const elsewhere = purchase({ appAccountToken: randomUUID() });
    const refused = await refusal(client.api.call('appleIapPurchase', { body: { signedTransaction: await pki.sign(elsewhere) } }));
    expect(refused).toMatchObject({ status: 403, code: 'iap_wrong_account' });
    expect(await storedRows(elsewhere.transactionId)).toBe(0);
  });

  it('needs a session', async () => {
    const answer = await refusal(server.client().api.call('appleIapPurchase', { body: { signedTransaction: await pki.sign(purchase()) } }));
    expect(answer).toMatchObject({ status: 401, code: 'not_signed_in' });
  });

  describe('refuses bad input with a 4xx naming the problem, storing and crediting nothing', () => {
    const day = (days: number): Date => new Date(Date.now() + days * dayMs);
    const otherKey = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey;
    const leafWith = (options: { notBefore?: Date; notAfter?: Date; markers?: string[] }) =>
      issueTestCertificate({ commonName: 'Test leaf', issuer: pki.intermediate, notBefore: options.notBefore ?? day(-1), notAfter: options.notAfter ?? day(30), ca: false, markers: options.markers ?? [appStoreMarkerOids.leaf] });
    const stranger = createTestAppStorePki();

    const cases: { name: string; sign: (payload: Record<string, unknown>) => Promise<string>; code: string; status?: number }[] = [
      { name: 'a forged signature', sign: (payload) => pki.sign(payload, { signingKey: otherKey }), code: 'iap_signature_invalid' },
      {
        name: 'a payload changed after signing',
        sign: async (payload) => {
          const [header, , signature] = (await pki.sign(payload)).split('.');
          return `${header}.${Buffer.from(JSON.stringify({ ...payload, quantity: 50 })).toString('base64url')}.${signature}`;
        },
        code: 'iap_signature_invalid',
      },
      { name: 'an expired signing certificate', sign: (payload) => pki.sign(payload, { chain: [leafWith({ notBefore: day(-60), notAfter: day(-1) }), pki.intermediate, pki.root] }), code: 'iap_certificate_expired' },
      { name: 'a signing certificate not valid yet', sign: (payload) => pki.sign(payload, { chain: [leafWith({ notBefore: day(2) }), pki.intermediate, pki.root] }), code: 'iap_certificate_not_yet_valid' },
      { name: 'a chain to an unknown root', sign: (payload) => stranger.sign(payload), code: 'iap_unknown_root' },
      { name: "an unknown root's chain carrying the trusted root", sign: (payload) => stranger.sign(payload, { chain: [stranger.leaf, stranger.intermediate, pki.root] }), code: 'iap_unknown_root' },
      { name: "a leaf without the App Store's marker", sign: (payload) => pki.sign(payload, { chain: [leafWith({ markers: [] }), pki.intermediate, pki.root] }), code: 'iap_certificate_invalid' },
      { name: 'a leaf signed straight by the root', sign: (payload) => pki.sign(payload, { chain: [pki.leaf, pki.root, pki.root] }), code: 'iap_certificate_invalid' },
      { name: 'a chain of two certificates', sign: (payload) => pki.sign(payload, { chain: [pki.leaf, pki.intermediate] }), code: 'iap_certificate_invalid' },
      { name: 'another app', sign: (payload) => pki.sign({ ...payload, bundleId: 'com.example.other' }), code: 'iap_wrong_app' },
      { name: 'the sandbox on a production server', sign: (payload) => pki.sign({ ...payload, environment: 'Sandbox' }), code: 'iap_wrong_environment' },
      { name: 'an unknown product', sign: (payload) => pki.sign({ ...payload, productId: 'coins.free' }), code: 'iap_unknown_product' },
      { name: 'a transaction without a product', sign: (payload) => pki.sign({ ...payload, productId: undefined }), code: 'iap_jws_malformed' },
      { name: 'a refunded transaction', sign: (payload) => pki.sign({ ...payload, revocationDate: Date.now() }), code: 'iap_transaction_refunded', status: 409 },
      { name: 'a header that is not JSON', sign: async () => 'bm90IGpzb24.eyJhIjoxfQ.c2ln', code: 'iap_jws_malformed' },
    ];
    for (const { name, sign, code, status } of cases) {
      it(name, async () => {
        const { accountId, client } = await signedInPlayer(server);
        const payload = purchase();
        await expect(client.api.call('appleIapPurchase', { body: { signedTransaction: await sign(payload) } })).rejects.toMatchObject({ status: status ?? 400, code, field: 'body.signedTransaction' });
        expect(await storedRows(payload.transactionId)).toBe(0);
        expect((await userBalances(db, accountId)).gold_coin).toBe(0n);
      });
    }

    it('something that is not a JWS at all', async () => {
      const { client } = await signedInPlayer(server);
      const answer = await refusal(client.api.call('appleIapPurchase', { body: { signedTransaction: 'not a transaction' } }));
      expect(answer).toMatchObject({ status: 400, code: 'validation_failed' });
      expect(answer.message).toContain('signedTransaction');
    });
  });

  it("checks the certificates' dates against the server's clock", async () => {
    const later = await startTestServer(appleIapEnv(pki));
    const signedTransaction = await pki.sign(purchase());
    later.advanceClock(400 * dayMs);
    const { client } = await signedInPlayer(later);
    await expect(client.api.call('appleIapPurchase', { body: { signedTransaction } })).rejects.toMatchObject({ status: 400, code: 'iap_certificate_expired' });
    await later.close();
  });

  it('answers 404 iap_disabled on a server without it', async () => {
    const off = await startTestServer();
    const { client } = await signedInPlayer(off);
    await expect(client.api.call('appleIapPurchase', { body: { signedTransaction: await pki.sign(purchase()) } })).rejects.toMatchObject({ status: 404, code: 'iap_disabled' });
    await off.close();
  });
});

describe('POST /api/apple-iap/notifications', () => {
  it('takes the coins of a refund back once; the app can no longer have that transaction credited', async () => {
    const { accountId, client } = await signedInPlayer(server);
    const transaction = purchase();
    const signedTransaction = await pki.sign(transaction);
    await client.api.call('appleIapPurchase', { body: { signedTransaction } });

    expect(await refundOf(transaction)).toMatchObject({ status: 200, body: { outcome: 'refunded', debitedCoins: '100', shortfallCoins: '0' } });
    expect(await refundOf(transaction)).toMatchObject({ status: 200, body: { outcome: 'already_refunded' } });
    expect((await userBalances(db, accountId)).gold_coin).toBe(0n);
    await expect(client.api.call('appleIapPurchase', { body: { signedTransaction } })).rejects.toMatchObject({ status: 409, code: 'iap_transaction_refunded' });
    expect((await userBalances(db, accountId)).gold_coin).toBe(0n);
    expect(await ledgerFailures(server)).toEqual([]);
  });

  it('takes back what is left when the coins were spent, and records the shortfall', async () => {
    const { accountId, client } = await signedInPlayer(server);
    await fund(server, accountId, 'game_coin', 10n);
    const transaction = purchase();
    await client.api.call('appleIapPurchase', { body: { signedTransaction: await pki.sign(transaction) } });
    await db.transaction((tx) => transfer(tx, { asset: 'gold_coin', from: userParty(accountId), to: systemParty('treasury'), amount: 70n, idempotencyKey: `spend-${randomUUID()}`, reason: 'stamina' }));

    expect(await refundOf(transaction)).toMatchObject({ status: 200, body: { outcome: 'refunded', debitedCoins: '30', shortfallCoins: '70' } });
    expect(await userBalances(db, accountId)).toEqual({ gold_coin: 0n, game_coin: 10n, invite_point: 0n });
    const [row] = await db.query<{ state: string; refunded_coins: bigint; refund_shortfall: bigint }>('SELECT state, refunded_coins, refund_shortfall FROM apple_iap_transactions WHERE transaction_id = $1', [transaction.transactionId]);
    expect(row).toEqual({ state: 'refunded', refunded_coins: 30n, refund_shortfall: 70n });
    expect(await ledgerFailures(server)).toEqual([]);
  });

  it('records a refund of a transaction never credited, so it never is', async () => {
    const { client } = await signedInPlayer(server);
    const transaction = purchase();
    expect(await refundOf(transaction)).toMatchObject({ status: 200, body: { outcome: 'refund_recorded' } });
    const answer = await refusal(client.api.call('appleIapPurchase', { body: { signedTransaction: await pki.sign(transaction) } }));
    expect(answer).toMatchObject({ status: 409, code: 'iap_transaction_refunded' });
  });

  it('acknowledges the types it does not act on', async () => {
    expect(await notify(testNotificationPayload({ notificationType: 'CONSUMPTION_REQUEST', bundleId: testIapApp.bundleId }))).toMatchObject({ status: 200, body: { outcome: 'ignored' } });
  });

  it('refuses a forged, foreign or malformed notification, changing nothing', async () => {
    const { accountId, client } = await signedInPlayer(server);
    const transaction = purchase();
    await client.api.call('appleIapPurchase', { body: { signedTransaction: await pki.sign(transaction) } });
    const refund = testNotificationPayload({ notificationType: 'REFUND', bundleId: testIapApp.bundleId, signedTransactionInfo: await pki.sign(transaction) });
    const post = (signedPayload: string) => server.client().call('appleIapNotification', { body: { signedPayload }, csrf: false, origin: null });
    const otherKey = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey;

    expect(await post(await pki.sign(refund, { signingKey: otherKey }))).toMatchObject({ status: 400, body: { error: { code: 'iap_signature_invalid', details: { field: 'body.signedPayload' } } } });
    expect(await post(await createTestAppStorePki().sign(refund))).toMatchObject({ status: 400, body: { error: { code: 'iap_unknown_root' } } });
    expect(await post(await pki.sign({ ...refund, data: { ...(refund.data as object), bundleId: 'com.example.other' } }))).toMatchObject({ status: 400, body: { error: { code: 'iap_wrong_app' } } });
    const forgedInside = testNotificationPayload({ notificationType: 'REFUND', bundleId: testIapApp.bundleId, signedTransactionInfo: await pki.sign(transaction, { signingKey: otherKey }) });
    expect(await post(await pki.sign(forgedInside))).toMatchObject({ status: 400, body: { error: { code: 'iap_signature_invalid' } } });
    expect(await post(await pki.sign({ notificationType: 'REFUND' }))).toMatchObject({ status: 400, body: { error: { code: 'iap_jws_malformed' } } });
    expect((await userBalances(db, accountId)).gold_coin).toBe(100n);
  });
});

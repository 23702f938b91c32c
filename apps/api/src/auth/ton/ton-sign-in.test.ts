import { WalletContractV2R2 } from '@ton/ton';
import { beforeAll, describe, expect, it } from 'vitest';
import { enableTotp } from '../../test-support/second-factor-test-helpers.ts';
import { refusal, type TestClient } from '../../test-support/test-client.ts';
import { startTestServer, type TestServer } from '../../test-support/test-server.ts';
import { accountsAndIdentities } from '../../test-support/telegram-test-data.ts';
import { TestTonWallet, type ProofFields } from '../../test-support/ton-test-wallet.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ EXTRA_ORIGINS: 'https://games.example' });
});

async function payloadFor(browser: TestClient): Promise<string> {
  const answer = await browser.api.call('tonProofPayload', { body: {} });
  return answer.payload;
}

/** The wallet's proof of a fresh payload of `browser`, sent by `browser`; a refusal fails the test. */
async function signInWith(wallet: TestTonWallet, browser = server.client(), fields: Partial<ProofFields> = {}, options: { link?: boolean } = {}) {
  const body = wallet.proofRequest({ payload: await payloadFor(browser), ...fields });
  return { browser, body, answer: await browser.api.call('tonProofVerify', { body: { ...body, ...options } }) };
}

/** Runs `refused`, expects its answer, and that it made no account and no identity. */
async function expectRefusedChangingNothing(refused: () => Promise<unknown>, status: number, code: string, field?: string): Promise<void> {
  const before = await accountsAndIdentities(server.ctx.db);
  const answer = await refusal(refused());
  expect(answer, answer.message).toMatchObject({ status, code, ...(field === undefined ? {} : { field }) });
  expect(await accountsAndIdentities(server.ctx.db)).toEqual(before);
}

describe('TON Connect sign-in (ton_proof)', () => {
  it('creates an account from a valid proof, labelled by the friendly address, and signs in to it again from another browser', async () => {
    const wallet = new TestTonWallet();
    const { browser, answer } = await signInWith(wallet);
    const friendly = wallet.address.toString({ urlSafe: true, bounceable: false });
    expect(answer.account.identities).toEqual([expect.objectContaining({ kind: 'ton', label: friendly, verified: true })]);
    expect((await browser.api.call('getSession')).account?.id).toBe(answer.account.id);
    expect(await server.ctx.db.query("SELECT subject FROM identities WHERE kind = 'ton' AND account_id = $1", [answer.account.id])).toEqual([{ subject: wallet.address.toRawString() }]);

    const again = await signInWith(wallet);
    expect(again.answer.account.id).toBe(answer.account.id);
  });

  it('accepts a proof for another of the site’s origins (EXTRA_ORIGINS)', async () => {
    await signInWith(new TestTonWallet(), server.client(), { domain: 'games.example' });
  });

  it('refuses a replayed payload, from the same browser or another one', async () => {
    const { browser, body } = await signInWith(new TestTonWallet());
    await expectRefusedChangingNothing(() => browser.api.call('tonProofVerify', { body }), 400, 'ton_payload_invalid', 'body.proof.payload');
    const other = server.client();
    await payloadFor(other);
    await expectRefusedChangingNothing(() => other.api.call('tonProofVerify', { body }), 400, 'ton_payload_invalid', 'body.proof.payload');
  });

  it('refuses a payload this browser was not given, and one that has expired', async () => {
    const wallet = new TestTonWallet();
    const browser = server.client();
    const issuedElsewhere = await payloadFor(server.client());
    await payloadFor(browser);
    await expectRefusedChangingNothing(() => browser.api.call('tonProofVerify', { body: wallet.proofRequest({ payload: issuedElsewhere }) }), 400, 'ton_payload_invalid', 'body.proof.payload');

    const payload = await payloadFor(browser);
    server.advanceClock(11 * 60 * 1000);
    try {
      const body = wallet.proofRequest({ payload, timestamp: Math.floor(Date.now() / 1000) + 11 * 60 });
      await expectRefusedChangingNothing(() => browser.api.call('tonProofVerify', { body }), 400, 'ton_payload_invalid', 'body.proof.payload');
    } finally {
      server.advanceClock(-11 * 60 * 1000);
    }
  });

  it('refuses a proof signed too long ago, or dated ahead of the server clock', async () => {
    const wallet = new TestTonWallet();
    const now = Math.floor(Date.now() / 1000);
    for (const timestamp of [now - 11 * 60, now + 5 * 60]) {
      const browser = server.client();
      const body = wallet.proofRequest({ payload: await payloadFor(browser), timestamp });
      await expectRefusedChangingNothing(() => browser.api.call('tonProofVerify', { body }), 401, 'ton_proof_expired', 'body.proof.timestamp');
    }
  });

  it('refuses a proof signed for another domain', async () => {
    const wallet = new TestTonWallet();
    for (const domain of ['evil.example', '127.0.0.1:5174', '127.0.0.1']) {
      const browser = server.client();
      const body = wallet.proofRequest({ payload: await payloadFor(browser), domain });
      await expectRefusedChangingNothing(() => browser.api.call('tonProofVerify', { body }), 401, 'ton_proof_invalid', 'body.proof.domain');
    }
  });

  it('refuses a signature made by another key, or of other fields', async () => {
    const wallet = new TestTonWallet();
    let browser = server.client();
    const byAnotherKey = wallet.proofRequest({ payload: await payloadFor(browser) }, new TestTonWallet().keys);
    await expectRefusedChangingNothing(() => browser.api.call('tonProofVerify', { body: byAnotherKey }), 401, 'ton_proof_invalid', 'body.proof.signature');

    browser = server.client();
    const signed = wallet.proofRequest({ payload: await payloadFor(browser) });
    const otherTime = { ...signed, proof: { ...signed.proof, timestamp: signed.proof.timestamp - 1 } };
    await expectRefusedChangingNothing(() => browser.api.call('tonProofVerify', { body: otherTime }), 401, 'ton_proof_invalid', 'body.proof.signature');
  });

  it('refuses a state init that is not the address’s, and a public key that is not the state init’s', async () => {
    const wallet = new TestTonWallet();
    const impostor = new TestTonWallet();
    let browser = server.client();
    // The impostor signs for the wallet's address with its own key, sending its own state init.
    const signed = impostor.proofRequest({ payload: await payloadFor(browser) });
    const forTheWallet = { ...signed, account: { ...signed.account, address: wallet.address.toRawString(), publicKey: undefined } };
    await expectRefusedChangingNothing(() => browser.api.call('tonProofVerify', { body: forTheWallet }), 401, 'ton_proof_invalid', 'body.account.walletStateInit');

    browser = server.client();
    const own = wallet.proofRequest({ payload: await payloadFor(browser) });
    const otherKey = { ...own, account: { ...own.account, publicKey: impostor.keys.publicKey.toString('hex') } };
    await expectRefusedChangingNothing(() => browser.api.call('tonProofVerify', { body: otherKey }), 401, 'ton_proof_invalid', 'body.account.publicKey');

    browser = server.client();
    const unreadable = wallet.proofRequest({ payload: await payloadFor(browser) });
    await expectRefusedChangingNothing(() => browser.api.call('tonProofVerify', { body: { ...unreadable, account: { ...unreadable.account, walletStateInit: 'AAAA' } } }), 401, 'ton_proof_invalid', 'body.account.walletStateInit');
  });

  it('refuses a wallet contract whose key it cannot read (an old v2 wallet)', async () => {
    const wallet = new TestTonWallet();
    const v2 = WalletContractV2R2.create({ workchain: 0, publicKey: wallet.keys.publicKey });
    const browser = server.client();
    const signed = wallet.proofRequest({ payload: await payloadFor(browser) });
    const body = { ...signed, account: { ...signed.account, address: v2.address.toRawString(), walletStateInit: wallet.stateInitBase64(v2.init) } };
    await expectRefusedChangingNothing(() => browser.api.call('tonProofVerify', { body }), 400, 'ton_wallet_unsupported', 'body.account.walletStateInit');
  });

  it('links a wallet to the signed-in account, and refuses one another account holds', async () => {
    const { browser, answer } = await signInWith(new TestTonWallet());
    const second = new TestTonWallet();
    const linked = await signInWith(second, browser, {}, { link: true });
    expect(linked.answer.account.id).toBe(answer.account.id);
    expect(linked.answer.account.identities.map((identity) => identity.kind)).toEqual(['ton', 'ton']);

    const held = new TestTonWallet();
    await signInWith(held);
    await expectRefusedChangingNothing(async () => browser.api.call('tonProofVerify', { body: { ...held.proofRequest({ payload: await payloadFor(browser) }), link: true } }), 409, 'identity_taken');
  });

  it('asks for the second factor of an account that has one, like every other sign-in', async () => {
    const wallet = new TestTonWallet();
    const { browser } = await signInWith(wallet);
    await enableTotp(server, browser);
    const other = server.client();
    const refused = await refusal(other.api.call('tonProofVerify', { body: wallet.proofRequest({ payload: await payloadFor(other) }) }));
    expect(refused).toMatchObject({ status: 401, code: 'second_factor_pending' });
    expect(await other.api.call('getSession')).toMatchObject({ account: null, secondFactorPending: true });
  });
});

import { sign } from '@tma.js/init-data-node';
import { signInAtTestProviderOverHttp } from '@site/testing/oidc';
import { getLocalChain } from '@site/testing/vitest';
import { getAddress, type Address } from 'viem';
import { beforeAll, describe, expect, it } from 'vitest';
import { tokenIn } from '../test-support/email-flow.ts';
import { loginWidgetData, testBotToken } from '../test-support/telegram-test-data.ts';
import { askNonce, nodeSigner, siweMessage } from '../test-support/siwe-flow.ts';
import { refusal, type TestClient } from '../test-support/test-client.ts';
import { INVITE_COOKIE } from './invite-cookie.ts';
import { inviterOf, newInviter, startInviteTestBed, type InviteTestBed } from '../test-support/invite-test-bed.ts';

let bed: InviteTestBed;
let wallets: Address[];
beforeAll(async () => {
  bed = await startInviteTestBed();
  wallets = getLocalChain().accounts.slice(5, 9).map((address) => getAddress(address));
});

let counter = 0;
const newEmail = (name: string): string => `${name}.${process.pid}.${++counter}@example.test`;
const password = 'violet-otter-harbour-7';

/** A visitor's browser that arrived through an invite link: the site has set the invite cookie. */
function arrivedWith(code: string): TestClient {
  const client = bed.server.client();
  client.cookies.set(INVITE_COOKIE, code);
  return client;
}

async function accountIdOf(client: TestClient): Promise<string> {
  const { account } = await client.api.call('getSession');
  expect(account).not.toBeNull();
  return account?.id ?? '';
}

async function registerByEmail(client: TestClient, email: string, body: Record<string, unknown> = {}, verifier: TestClient = client): Promise<string> {
  await client.api.call('emailRegister', { body: { email, password, ...body } });
  const message = await bed.smtp.waitForMessage({ to: email, subject: 'Confirm' });
  const verified = await verifier.api.call('emailVerify', { body: { token: tokenIn(message, 'verify') } });
  return verified.account.id;
}

async function signInWithWallet(client: TestClient, address: Address): Promise<string> {
  const fields = await askNonce(client);
  const message = siweMessage(fields, address);
  const answer = await client.api.call('walletVerify', { body: { message, signature: await nodeSigner(getLocalChain().rpcUrl)(address, message) } });
  return answer.account.id;
}

async function signInWithProvider(client: TestClient, provider: 'google' | 'apple', userId: string): Promise<string> {
  const start = await client.api.call('oidcStart', { params: { provider }, body: { intent: 'signin' } });
  const back = await signInAtTestProviderOverHttp(start.authorizationUrl, userId);
  const callback = await client.request('GET', back.pathname + back.search);
  expect(callback.status).toBe(302);
  return accountIdOf(client);
}

function miniAppInitData(userId: number, startParam?: string): string {
  return sign({ query_id: 'AAHinvite', user: { id: userId, first_name: `Mini ${userId}` }, ...(startParam === undefined ? {} : { start_param: startParam }) }, testBotToken, new Date());
}

describe('an account created through an invite records its inviter, whichever way it signs up', () => {
  it('e-mail: the code in the registration, with the mailed link opened in another browser', async () => {
    const inviter = await newInviter(bed.server);
    const invitee = await registerByEmail(bed.server.client(), newEmail('body'), { inviteCode: inviter.code }, bed.server.client());
    expect(await inviterOf(bed.server.ctx.db, invitee)).toBe(inviter.accountId);
  });

  it('e-mail: the invite cookie of the browser that registered, the link opened in another one', async () => {
    const inviter = await newInviter(bed.server);
    const invitee = await registerByEmail(arrivedWith(inviter.code), newEmail('cookie'), {}, bed.server.client());
    expect(await inviterOf(bed.server.ctx.db, invitee)).toBe(inviter.accountId);
  });

  it('wallet (SIWE), with the invite cookie', async () => {
    const inviter = await newInviter(bed.server);
    const invitee = await signInWithWallet(arrivedWith(inviter.code), wallets[0] as Address);
    expect(await inviterOf(bed.server.ctx.db, invitee)).toBe(inviter.accountId);
  });

  it('Telegram mini app, with the start parameter inside the verified initData', async () => {
    const inviter = await newInviter(bed.server);
    const answer = await bed.server.client().api.call('telegramMiniApp', { body: { initData: miniAppInitData(6_100_000_001, inviter.code) } });
    expect(await inviterOf(bed.server.ctx.db, (answer.account.id))).toBe(inviter.accountId);
  });

  it('Telegram mini app: the verified start parameter wins over a cookie', async () => {
    const [inviter, other] = [await newInviter(bed.server), await newInviter(bed.server)];
    const answer = await arrivedWith(other.code).api.call('telegramMiniApp', { body: { initData: miniAppInitData(6_100_000_002, inviter.code) } });
    expect(await inviterOf(bed.server.ctx.db, (answer.account.id))).toBe(inviter.accountId);
  });

  it('Telegram Login Widget, with the invite cookie', async () => {
    const inviter = await newInviter(bed.server);
    const answer = await arrivedWith(inviter.code).api.call('telegramWidget', { body: loginWidgetData({ id: 6_100_000_003, first_name: 'Widget' }) });
    expect(await inviterOf(bed.server.ctx.db, (answer.account.id))).toBe(inviter.accountId);
  });

  it('Google and Apple: the cookie comes back with the redirect from the provider', async () => {
    const inviter = await newInviter(bed.server);
    expect(await inviterOf(bed.server.ctx.db, await signInWithProvider(arrivedWith(inviter.code), 'google', 'invited-google'))).toBe(inviter.accountId);
    expect(await inviterOf(bed.server.ctx.db, await signInWithProvider(arrivedWith(inviter.code), 'apple', 'invited-apple'))).toBe(inviter.accountId);
  });

  it('links shared before codes existed: a lowercase wallet address or tg<id> leads to the account holding it', async () => {
    const walletOwner = bed.server.client();
    const walletOwnerId = await signInWithWallet(walletOwner, wallets[1] as Address);
    const viaAddress = await signInWithWallet(arrivedWith((wallets[1] as Address).toLowerCase()), wallets[2] as Address);
    expect(await inviterOf(bed.server.ctx.db, viaAddress)).toBe(walletOwnerId);

    const telegramOwner = await bed.server.client().api.call('telegramMiniApp', { body: { initData: miniAppInitData(6_100_000_010) } });
    const viaTelegram = await bed.server.client().api.call('telegramMiniApp', { body: { initData: miniAppInitData(6_100_000_011, 'tg6100000010') } });
    expect(await inviterOf(bed.server.ctx.db, (viaTelegram.account.id))).toBe(telegramOwner.account.id);
  });
});

describe('an invite never changes an account that exists, and a bad code changes nothing', () => {
  it('signing in again to an existing account through someone else’s link keeps it without an inviter', async () => {
    const inviter = await newInviter(bed.server);
    const existing = await signInWithWallet(bed.server.client(), wallets[3] as Address);
    expect(await signInWithWallet(arrivedWith(inviter.code), wallets[3] as Address)).toBe(existing);
    expect(await inviterOf(bed.server.ctx.db, existing)).toBeNull();
  });

  it('an unknown or malformed code in the cookie or the start parameter: the account is created without an inviter', async () => {
    const unknown = await bed.server.client().api.call('telegramMiniApp', { body: { initData: miniAppInitData(6_100_000_020, 'ZZZZZZZZZZ') } });
    expect(await inviterOf(bed.server.ctx.db, (unknown.account.id))).toBeNull();
    const junk = await arrivedWith('<script>').api.call('telegramWidget', { body: loginWidgetData({ id: 6_100_000_021 }) });
    expect(await inviterOf(bed.server.ctx.db, (junk.account.id))).toBeNull();
  });

  it('refuses a malformed invite code in the registration body, naming the field', async () => {
    const answer = await refusal(bed.server.client().api.call('emailRegister', { body: { email: newEmail('bad'), password, inviteCode: 'no spaces!' } }));
    expect(answer).toMatchObject({ status: 400, code: 'validation_failed', field: 'body.inviteCode' });
  });
});

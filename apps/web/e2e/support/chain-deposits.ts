import type { Page } from '@playwright/test';
import { callJsonRpc, waitForReceipt, type Hex } from '@site/testing/chain';
import { localChainFromEnv } from '@site/testing/playwright';
import { numberToHex } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { buildSiweMessage, type SiweFields } from '../../src/sign-in/siwe-message.ts';
import { callApi } from './account.ts';
import { testTreasuryAddress } from './game-server-env.ts';

// Deposits for the tests: real CORE transfers on the local chain (anvil), blocks mined on demand,
// and accounts of their own for tests that must not share one.

const rpc = (method: string, params: readonly unknown[] = []) => callJsonRpc(localChainFromEnv().rpcUrl, method, params);

/** Mines `count` blocks at once, so a deposit gets its confirmations without waiting for time. */
export async function mineBlocks(count: number): Promise<void> {
  await rpc('anvil_mine', [numberToHex(count)]);
}

/** A plain transfer of `valueWei` from `from` (a dev account, or one `freshWalletAccount` made) to `to`, mined; its hash. */
export async function sendCore(from: string, valueWei: bigint, to: string = testTreasuryAddress): Promise<Hex> {
  const hash = await rpc('eth_sendTransaction', [{ from, to, value: numberToHex(valueWei) }]);
  await waitForReceipt(localChainFromEnv().rpcUrl, hash as Hex);
  return hash as Hex;
}

/** What the chain says about a transaction: recipient and value. */
export async function chainTransaction(hash: string): Promise<{ to: string; valueWei: bigint }> {
  const transaction = (await rpc('eth_getTransactionByHash', [hash])) as { to: string; value: string };
  return { to: transaction.to.toLowerCase(), valueWei: BigInt(transaction.value) };
}

/**
 * A wallet no other test uses: a new key, funded on anvil and able to send (impersonated), signed
 * in on `page` with Sign-In with Ethereum over HTTP (the page's cookies), so its account holds
 * that wallet. The page flows themselves are tested with the in-page wallet elsewhere.
 */
export async function signInWithFreshWallet(page: Page): Promise<{ address: Hex }> {
  const account = privateKeyToAccount(generatePrivateKey());
  await rpc('anvil_setBalance', [account.address, numberToHex(10n ** 22n)]);
  await rpc('anvil_impersonateAccount', [account.address]);
  const fields = await callApi<SiweFields>(page, 'POST', '/api/auth/wallet/nonce', {});
  const message = buildSiweMessage(fields, account.address);
  await callApi(page, 'POST', '/api/auth/wallet/verify', { message, signature: await account.signMessage({ message }) });
  return { address: account.address.toLowerCase() as Hex };
}

/** The account's balances as the server counts them. */
export async function serverBalances(page: Page): Promise<{ gold_coin: string; game_coin: string; invite_point: string }> {
  const { balances } = await callApi<{ balances: { gold_coin: string; game_coin: string; invite_point: string } }>(page, 'GET', '/api/ledger/balances');
  return balances;
}

/** Sends each amount from `from` to the treasury, mines the confirmations, and has the server credit each one (200 credited). */
export async function depositAndCredit(page: Page, from: string, amountsWei: readonly bigint[], confirmations: number): Promise<void> {
  const hashes: Hex[] = [];
  for (const amount of amountsWei) hashes.push(await sendCore(from, amount));
  await mineBlocks(confirmations);
  for (const txHash of hashes) {
    const deposit = await callApi<{ state: string }>(page, 'POST', '/api/deposits', { txHash });
    if (deposit.state !== 'credited') throw new Error(`deposit ${txHash} is ${deposit.state}, not credited`);
  }
}

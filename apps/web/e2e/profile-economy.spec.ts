import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { type Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { callJsonRpc } from '@site/testing/chain';
import { localChainFromEnv } from '@site/testing/playwright';
import { numberToHex } from 'viem';
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts';
import { callApi } from './support/account.ts';
import { depositAndCredit, serverBalances, signInWithFreshWallet } from './support/chain-deposits.ts';
import { freePort } from './support/free-port.ts';
import { gameServerAdminEntry, startGameServer } from './support/game-server.ts';
import { testDepositConfirmations, testTreasuryAddress } from './support/game-server-env.ts';
import { routeCoreRpcToLocalChain } from './support/local-rpc.ts';
import { checkAndShootBothSchemes } from './support/screenshots.ts';
import { startStaticServer } from './support/static-server.ts';
import { text } from './support/translations.ts';

// /profile's economy: balances, stamina and the paged history of transfers, each checked against
// what the server says. Each test has an account of its own with a fresh wallet that deposits
// real CORE on the local chain.

interface Transfer {
  id: string;
  asset: 'gold_coin' | 'game_coin' | 'invite_point';
  amount: string;
  reason: string;
  createdAt: string;
}

const coreWei = (core: number) => BigInt(Math.round(core * 100)) * 10n ** 16n;

/** Formats as the page does in the browser: the number in the language, a date in its time zone. */
async function browserFormats(page: Page, language: string, amounts: string[], instants: string[]): Promise<{ amounts: string[]; instants: string[] }> {
  return page.evaluate(
    ([lang, numbers, dates]) => ({
      amounts: numbers.map((value) => new Intl.NumberFormat(lang, { maximumFractionDigits: 0, numberingSystem: 'latn' }).format(BigInt(value))),
      instants: dates.map((iso) => new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso))),
    }),
    [language, amounts, instants] as const,
  );
}

test('balances, stamina counting down and the history a page at a time, as the server says', async ({ page }) => {
  test.slow();
  await page.goto('/');
  const { address } = await signInWithFreshWallet(page);
  // Ten small deposits (1 gold coin each) and one large one: eleven transfers, more than a page.
  await depositAndCredit(page, address, [...Array.from({ length: 10 }, () => coreWei(0.01)), coreWei(123.45)], testDepositConfirmations);
  const { run } = await callApi<{ run: { id: string } }>(page, 'POST', '/api/games/levels/runs');
  expect(run.id).toBeTruthy();

  const balances = await serverBalances(page);
  expect(balances.gold_coin).toBe('12355');
  const stamina = await callApi<{ value: number; max: number; fullAt: string | null }>(page, 'GET', '/api/stamina');
  expect(stamina.value).toBeLessThan(stamina.max);
  const { transfers } = await callApi<{ transfers: Transfer[] }>(page, 'GET', '/api/ledger/transfers?limit=100');
  expect(transfers).toHaveLength(11);

  await page.goto('/profile');
  const balanceSection = page.getByRole('region', { name: text('profile.balancesHeading') });
  await expect(balanceSection.locator('[data-balance="goldCoins"]')).toHaveText('12,355');
  await expect(balanceSection.locator('[data-balance="gameCoins"]')).toHaveText(Number(balances.game_coin).toLocaleString('en'));
  await expect(balanceSection.locator('[data-balance="invitePoints"]')).toHaveText(Number(balances.invite_point).toLocaleString('en'));

  const staminaSection = page.getByRole('region', { name: text('profile.staminaHeading') });
  await expect(staminaSection.locator('[data-stamina-value]')).toHaveText(`${stamina.value} of ${stamina.max}`);
  await expect(staminaSection.getByRole('meter', { name: text('profile.staminaLabel') })).toHaveAttribute('value', String(stamina.value));
  // From the server's fullAt, written as every duration of the site (i18n/format-duration.ts).
  const fullIn = staminaSection.locator('[data-stamina-full]');
  await expect(fullIn).toHaveText(/^Full in (\d+ minutes?|\d+ seconds?)\.$/);

  const history = page.getByRole('region', { name: text('profile.historyHeading') });
  const rows = history.getByRole('listitem');
  await expect(rows).toHaveCount(10);
  await checkAndShootBothSchemes(page, 'profile-economy');

  await history.getByRole('button', { name: text('profile.historyMore') }).click();
  await expect(rows).toHaveCount(11);
  await expect(rows.nth(10)).toBeFocused();
  await expect(history.getByText(text('profile.historyEnd'))).toBeVisible();
  await expect(history.getByRole('button', { name: text('profile.historyMore') })).toHaveCount(0);

  // Row by row what the server says: the reason in words, the signed amount, the moment in the reader's locale.
  const formats = await browserFormats(page, 'en', transfers.map((transfer) => transfer.amount.replace('-', '')), transfers.map((transfer) => transfer.createdAt));
  for (const [index, transfer] of transfers.entries()) {
    const row = rows.nth(index);
    await expect(row).toContainText(text(`ledger.reasons.${transfer.reason}`));
    // The unit agrees with the amount: "+1 gold coin" for each small deposit, "+12,345 gold coins".
    const unit = text(`economy.units.${transfer.asset}_${/^-?1$/.test(transfer.amount) ? 'one' : 'other'}`);
    await expect(row.locator('.economy-list__amount')).toHaveText(unit.replace('{{amount}}', `${transfer.amount.startsWith('-') ? '-' : '+'}${formats.amounts[index] ?? ''}`));
    await expect(row.locator('time')).toHaveAttribute('datetime', transfer.createdAt);
    await expect(row.locator('time')).toHaveText(formats.instants[index] ?? '');
  }
  await expect(rows.first()).toContainText('+12,345 gold coins');
  await expect(rows.nth(1).locator('.economy-list__amount')).toHaveText('+1 gold coin');
  await checkAndShootBothSchemes(page, 'profile-economy-history-end');
});

test('in Spanish: headings, grouping and reasons in Spanish', async ({ page }) => {
  await page.goto('/');
  const { address } = await signInWithFreshWallet(page);
  await depositAndCredit(page, address, [coreWei(123.45)], testDepositConfirmations);
  await page.goto('/profile?lng=es');
  const balanceSection = page.getByRole('region', { name: text('profile.balancesHeading', 'es') });
  await expect(balanceSection.locator('[data-balance="goldCoins"]')).toHaveText('12.345');
  const staminaSection = page.getByRole('region', { name: text('profile.staminaHeading', 'es') });
  await expect(staminaSection.locator('[data-stamina-full]')).toHaveText(text('profile.staminaFull', 'es'));
  const row = page.getByRole('region', { name: text('profile.historyHeading', 'es') }).getByRole('listitem').first();
  await expect(row).toContainText(text('ledger.reasons.deposit', 'es'));
  await expect(row).toContainText('+12.345 monedas de oro');
  await checkAndShootBothSchemes(page, 'profile-economy-es');

  // "Verify my balances" loads its check only when pressed; this server has built no commitment yet.
  const verify = page.locator('section', { has: page.getByRole('heading', { name: text('proofs.verifyHeading', 'es') }) });
  await expect(verify.getByRole('link', { name: text('proofs.allRoots', 'es') })).toHaveAttribute('href', '/proofs');
  const proofAnswer = page.waitForResponse((response) => response.url().endsWith('/api/proofs/mine'));
  await verify.getByRole('button', { name: text('proofs.verifyButton', 'es') }).click();
  expect((await proofAnswer).status()).toBe(404);
  await expect(verify.getByRole('status')).toHaveText(text('errors.api.proof_not_ready', 'es'));
  await checkAndShootBothSchemes(page, 'profile-verify-not-ready-es');
});

test('Verify my balances, once a commitment is published on the chain: each balance in the root recomputed here, the root read back from Core', async ({ browser }) => {
  // The shared game server builds no commitment (its "no proof yet" is above): this one, behind a
  // site of its own, has the proofs' secret and a publishing key that holds gas on the local chain,
  // and its data in a folder, so the admin command runs the daily job in it through the folder's
  // admin socket when the test says, not when the clock does. Migrating a fresh database takes a
  // loaded machine many seconds.
  test.slow();
  const { rpcUrl } = localChainFromEnv();
  const publisherKey = generatePrivateKey();
  await callJsonRpc(rpcUrl, 'anvil_setBalance', [privateKeyToAddress(publisherKey), numberToHex(10n ** 18n)]);
  const dataDir = mkdtempSync(join(tmpdir(), 'e2e-proofs-'));
  const port = await freePort();
  const site = await startStaticServer({ root: join(import.meta.dirname, '..', 'dist-e2e'), apiTarget: `http://127.0.0.1:${port}` });
  const server = await startGameServer({
    port,
    logFile: join(import.meta.dirname, '..', 'test-results', 'game-server-proofs.log'),
    env: {
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      PUBLIC_ORIGIN: site.url,
      JOB_WORKER: 'false',
      CHAIN_ID: '1116',
      CHAIN_RPC_URL: rpcUrl,
      TREASURY_ADDRESS: testTreasuryAddress,
      DEPOSIT_CONFIRMATIONS: String(testDepositConfirmations),
      PROOF_SALT_SECRET: 'e2e salt secret of at least thirty-two characters',
      PROOF_PUBLISHER_KEY: publisherKey,
    },
  });
  const context = await browser.newContext({ baseURL: site.url });
  try {
    const page = await context.newPage();
    await routeCoreRpcToLocalChain(page);
    await page.goto('/');
    const { address } = await signInWithFreshWallet(page);
    await depositAndCredit(page, address, [coreWei(12.34)], testDepositConfirmations);

    const { stdout } = await promisify(execFile)(process.execPath, [gameServerAdminEntry, 'ledger-commit'], { env: { ...process.env, DATA_DIR: dataDir } });
    expect(stdout).toContain("Today's commitment is built and its root published on the chain.");

    await page.goto('/profile');
    const verify = page.locator('section', { has: page.getByRole('heading', { name: text('proofs.verifyHeading') }) });
    const proofAnswer = page.waitForResponse((response) => response.url().endsWith('/api/proofs/mine'));
    await verify.getByRole('button', { name: text('proofs.verifyButton') }).click();
    const proof = (await (await proofAnswer).json()) as { commitment: { day: string } };
    const verdict = verify.getByRole('status', { name: text('proofs.verdictLabel') });
    // Three balances in the root, the root recomputed, the sums at zero, the root on Core: six checks, all passed.
    await expect(verdict.locator('[data-ok="true"]')).toHaveCount(6);
    await expect(verdict.locator('[data-ok="false"]')).toHaveCount(0);
    const gold = text('proofs.leafInRoot').replace('{{balance}}', '1,234').replace('{{asset}}', text('ledger.assets.gold_coin'));
    await expect(verdict.getByRole('listitem').filter({ hasText: gold })).toBeVisible();
    await expect(verdict.getByRole('listitem').filter({ hasText: text('proofs.chainMatches') })).toBeVisible();
    await checkAndShootBothSchemes(page, 'profile-verify-verified');

    // The proof saved as a file: what tooling/ledger-verifier/verify-proof.mjs reads, exactly as the server sent it.
    const download = page.waitForEvent('download');
    await verify.getByRole('button', { name: text('proofs.download') }).click();
    expect((await download).suggestedFilename()).toBe(`ledger-proof-${proof.commitment.day}.json`);
    expect(readFileSync(await (await download).path(), 'utf8')).toBe(`${JSON.stringify(proof, null, 2)}\n`);
  } finally {
    await context.close();
    await server.close();
    await site.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
});

test('signed out, the profile shows no balances, stamina or history', async ({ page }) => {
  await page.goto('/profile');
  await expect(page.getByText(text('account.signInToSee'))).toBeVisible();
  await expect(page.getByRole('region', { name: text('profile.balancesHeading') })).toHaveCount(0);
  await expect(page.getByRole('region', { name: text('profile.historyHeading') })).toHaveCount(0);
});

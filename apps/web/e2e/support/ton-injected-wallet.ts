import type { Page } from '@playwright/test';
import type { TestTonWallet } from '@site/api/src/test-support/ton-test-wallet.ts';

/**
 * Plays a wallet's own in-app browser: `wallet` is injected as TON Connect's JS bridge under
 * Tonkeeper's key (`window.tonkeeper.tonconnect`, which the site's wallets list names) and says the
 * page is inside it, so TON Connect connects to it in the page at once, as it does there, with no
 * list and no remote bridge. Asked to connect, it answers with its address and a ton_proof of the
 * request's payload for the manifest's domain, signed by the test with the wallet's own keys.
 */
export async function injectTonWallet(page: Page, wallet: TestTonWallet): Promise<void> {
  await page.exposeFunction('testTonWalletProof', (payload: string, domain: string) => wallet.proofRequest({ payload, domain }));
  await page.addInitScript(() => {
    type ProofRequest = Awaited<ReturnType<TestTonWallet['proofRequest']>>;
    const sign = (window as unknown as { testTonWalletProof: (payload: string, domain: string) => Promise<ProofRequest> }).testTonWalletProof;
    const device = { platform: 'android', appName: 'Tonkeeper', appVersion: '5.0.0', maxProtocolVersion: 2, features: ['SendTransaction', { name: 'SendTransaction', maxMessages: 4 }] };
    let nextEventId = 1;
    Object.defineProperty(window, 'tonkeeper', {
      value: {
        tonconnect: {
          deviceInfo: device,
          protocolVersion: 2,
          isWalletBrowser: true,
          async connect(_version: number, message: { manifestUrl: string; items: { name: string; payload?: string }[] }) {
            const proofItem = message.items.find((item) => item.name === 'ton_proof');
            const signed = await sign(proofItem?.payload ?? '', new URL(message.manifestUrl).host);
            const items: unknown[] = [{ name: 'ton_addr', address: signed.account.address, network: signed.account.chain, publicKey: signed.account.publicKey, walletStateInit: signed.account.walletStateInit }];
            if (proofItem) items.push({ name: 'ton_proof', proof: signed.proof });
            return { event: 'connect', id: nextEventId++, payload: { items, device } };
          },
          restoreConnection: () => Promise.resolve({ event: 'connect_error', id: nextEventId++, payload: { code: 0, message: 'No connection to restore.' } }),
          send: (request: { id: string }) => Promise.resolve({ id: request.id, result: {} }),
          listen: () => () => undefined,
          disconnect: () => undefined,
        },
      },
    });
  });
}

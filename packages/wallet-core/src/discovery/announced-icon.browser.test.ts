import { localCoreChain } from '@site/testing/chain';
import { getLocalChain } from '@site/testing/vitest';
import { createMemoryStorage } from '@site/testing/wallet';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createWalletConnector } from '../connection/create-wallet-connector.ts';
import type { WalletConnector } from '../connection/types.ts';
import { isSafeIcon } from '../icons/is-safe-icon.ts';
import { MAX_ICON_LENGTH } from '../icons/inspect-icon.ts';

// Every caller of isSafeIcon (the announcement's schema, toSafeIconSrc) sees this spy, which runs
// the real check. A browser test file has a module graph of its own, so the spy stays here.
vi.mock('../icons/is-safe-icon.ts', { spy: true });

const address = '0x1111111111111111111111111111111111111111';

/** A wallet as small as the connect flow allows: one account, on the Core chain. */
const provider = {
  request: ({ method }: { method: string }) => {
    const answers: Record<string, unknown> = { eth_requestAccounts: [address], eth_accounts: [address], eth_chainId: '0x45c', eth_getBalance: '0x0' };
    return method in answers ? Promise.resolve(answers[method]) : Promise.reject(Object.assign(new Error(method), { code: 4200 }));
  },
  on: () => undefined,
  removeListener: () => undefined,
};

/** An SVG icon of exactly `length` characters: many shapes, as the largest real icons have. */
function svgIcon(length: number): string {
  const open = '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96">';
  const close = '</svg>';
  const shape = '<rect x="1" y="2" width="3" height="4" fill="#123456"/>';
  const body = shape.repeat(Math.floor((length - open.length - close.length) / shape.length));
  return `${open}${body}${' '.repeat(length - open.length - close.length - body.length)}${close}`;
}

let connector: WalletConnector | undefined;
afterEach(() => {
  connector?.destroy();
  connector = undefined;
  vi.mocked(isSafeIcon).mockClear();
});

function announceOn(page: EventTarget, icon: string): void {
  const detail = { info: { uuid: 'a1', name: 'Big Icon Wallet', icon, rdns: 'org.example.bigicon' }, provider };
  const announce = () => page.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }));
  page.addEventListener('eip6963:requestProvider', announce);
  announce();
}

describe('an announced wallet icon', () => {
  it('is checked once: when announced, not again when shown or when the wallet connects', async () => {
    const icon = svgIcon(MAX_ICON_LENGTH);
    expect(icon).toHaveLength(MAX_ICON_LENGTH);
    const page = new EventTarget();
    announceOn(page, icon);
    connector = createWalletConnector({
      chains: [localCoreChain(getLocalChain().rpcUrl)],
      target: page,
      storage: createMemoryStorage(),
      autoconnect: false,
      lateInjectionTimeoutMs: 0,
    });
    await expect.poll(() => connector?.getState().availableWallets.some((wallet) => wallet.label === 'Big Icon Wallet')).toBe(true);
    const calls = () => vi.mocked(isSafeIcon).mock.calls.filter(([checked]) => checked === icon).length;
    expect(calls()).toBe(1);

    // The modal shows it…
    const listed = connector.getState().availableWallets.find((wallet) => wallet.label === 'Big Icon Wallet');
    const src = await listed?.getIcon();
    expect(src).toMatch(/^data:image\/svg\+xml;charset=utf-8,%3Csvg/);
    // …and the connected wallet carries it.
    const outcome = await connector.connect({ label: 'Big Icon Wallet' });
    expect(outcome.status).toBe('connected');
    await expect.poll(() => connector?.getState().wallets[0]?.icon).toBe(src);
    expect(calls()).toBe(1);
  });

  it('longer than the limit, drops the announcement and reports it', async () => {
    const page = new EventTarget();
    announceOn(page, svgIcon(MAX_ICON_LENGTH + 1));
    const dropped: unknown[] = [];
    connector = createWalletConnector({
      chains: [localCoreChain(getLocalChain().rpcUrl)],
      target: page,
      storage: createMemoryStorage(),
      autoconnect: false,
      lateInjectionTimeoutMs: 0,
    });
    connector.events.on('discoveryError', (error) => dropped.push(error));
    await expect.poll(() => dropped.length).toBeGreaterThan(0);
    expect(String(dropped[0])).toContain('"info.icon" is not a safe icon');
    expect(connector.getState().availableWallets.some((wallet) => wallet.label === 'Big Icon Wallet')).toBe(false);
  });
});

import { localCoreChain } from '@site/testing/chain';
import { describe, expect, it } from 'vitest';
import { ValidationError } from '../errors/validation-error.ts';
import { createFakeWallet, fakeModule } from '../../test/fake-wallet.ts';
import { createWalletConnector } from './create-wallet-connector.ts';
import { setUpConnector } from './test-connector.ts';

function installedMetaMask() {
  const provider = createFakeWallet({ eth_accounts: () => ['0x1111111111111111111111111111111111111111'] });
  const module = fakeModule('MetaMask', provider);
  return { provider, module, target: { [module.injectedNamespace]: provider } };
}

describe("createWalletConnector: embeddedIn 'telegram-mini-app'", () => {
  it('offers no wallet, reconnects none and says why, even with a wallet installed and remembered', () => {
    const metaMask = installedMetaMask();
    const { connector: plain, memory } = setUpConnector([metaMask.module], metaMask.target);
    expect(plain.getState().availableWallets.map((wallet) => wallet.label)).toEqual(['MetaMask']);
    expect(plain.getState().disabled).toBeNull();
    plain.storage.rememberConnected('MetaMask');
    plain.destroy();

    const { connector } = setUpConnector([metaMask.module], metaMask.target, { memory, autoconnect: 'last', embeddedIn: 'telegram-mini-app' });
    const state = connector.getState();
    expect(state.disabled).toEqual({ reason: 'telegram-mini-app', message: 'Telegram mini apps may only use wallets connected through TON Connect' });
    expect(state.availableWallets).toEqual([]);
    expect(state.wallets).toEqual([]);
    expect(state.autoconnect).toBe('done');
    expect(metaMask.provider.calls).toEqual([]);
    // The remembered wallet stays remembered for the same site in a browser.
    expect(connector.storage.getLastConnected()).toEqual(['MetaMask']);
  });

  it('answers connect() with unavailable and never asks the wallet', async () => {
    const metaMask = installedMetaMask();
    const { connector, history } = setUpConnector([metaMask.module], metaMask.target, { embeddedIn: 'telegram-mini-app' });
    await expect(connector.connect({ label: 'MetaMask' })).resolves.toEqual({
      status: 'unavailable',
      label: 'MetaMask',
      message: 'Telegram mini apps may only use wallets connected through TON Connect',
      externalUrl: null,
    });
    expect(metaMask.provider.calls).toEqual([]);
    expect(history).toEqual([]);
    expect(connector.getState().connection).toMatchObject({ step: 'selectingWallet', status: 'idle' });
  });

  it('uses no catalogue when no wallets are given', () => {
    const connector = createWalletConnector({ chains: [localCoreChain()], storage: false, embeddedIn: 'telegram-mini-app' });
    expect(connector.getState().availableWallets).toEqual([]);
    connector.destroy();
  });

  it('refuses an unknown host, naming the option', () => {
    expect(() => createWalletConnector({ chains: [localCoreChain()], embeddedIn: 'discord' as never })).toThrow(ValidationError);
    expect(() => createWalletConnector({ chains: [localCoreChain()], embeddedIn: 'discord' as never })).toThrow(/"embeddedIn" must be "telegram-mini-app"/);
  });
});

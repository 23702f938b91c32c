import type { WalletConnector } from '@site/wallet-core';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, renderHook } from 'vitest-browser-react';
import { createWalletFixture, type WalletFixture } from '../../test/wallet-fixture.ts';
import { ConnectModal } from '../modal/connect-modal.tsx';
import { createConnectModalStore } from '../provider/connect-modal-store.ts';
import { WalletProvider } from '../provider/wallet-provider.tsx';
import { useChain } from './use-chain.ts';
import { useConnect } from './use-connect.ts';
import { useDisconnect } from './use-disconnect.ts';
import { usePrimaryAccount } from './use-primary-account.ts';
import { usePrimaryWallet } from './use-primary-wallet.ts';
import { useWalletState } from './use-wallet-state.ts';
import { useWallets } from './use-wallets.ts';

let fixture: WalletFixture | undefined;

afterEach(async () => {
  await cleanup();
  fixture?.cleanup();
  fixture = undefined;
});

function useWithConnector(connector: WalletConnector | null) {
  return {
    account: usePrimaryAccount({ connector }),
    wallet: usePrimaryWallet({ connector }),
    wallets: useWallets({ connector }),
    chain: useChain({ connector }),
    autoconnect: useWalletState((state) => state.autoconnect, { connector }),
  };
}

describe('hooks given a connector, with no <WalletProvider>', () => {
  it('report no wallet while the connector is null (not loaded yet)', async () => {
    const { result } = await renderHook(() => useWithConnector(null));
    expect(result.current).toEqual({ account: null, wallet: null, wallets: [], chain: { chainId: null, chain: null, chains: [] }, autoconnect: undefined });
  });

  it('follow a real connection through the connector passed in, and its disconnect', async () => {
    fixture = createWalletFixture();
    const { connector } = fixture;
    const { result, act } = await renderHook(() => ({
      ...useWithConnector(connector),
      connect: useConnect({ connector }),
      disconnect: useDisconnect({ connector }),
    }));
    expect(result.current.autoconnect).toBe('idle');
    await act(async () => {
      await result.current.connect.connect('Test Wallet');
    });
    const [address] = fixture.wallet.controls.state().accounts ?? [];
    expect(result.current.account?.address.toLowerCase()).toBe(address?.toLowerCase());
    expect(result.current.wallet?.label).toBe('Test Wallet');
    expect(result.current.chain.chain?.label).toBe('Core Mainnet');
    await act(async () => {
      await result.current.disconnect.disconnect();
    });
    expect(result.current.account).toBeNull();
    expect(result.current.disconnect.isPending).toBe(false);
  });
});

describe('createConnectModalStore', () => {
  it('opens the modal from outside React, even before the provider is mounted', async () => {
    fixture = createWalletFixture();
    const store = createConnectModalStore();
    store.open();
    const screen = await render(
      <WalletProvider connector={fixture.connector} connectModal={store}>
        <ConnectModal termsUrl="/terms" />
      </WalletProvider>,
    );
    await expect.element(screen.getByRole('dialog')).toBeVisible();
    store.close();
    await expect.element(screen.getByRole('dialog')).not.toBeInTheDocument();
    store.open();
    await expect.element(screen.getByRole('dialog')).toBeVisible();
  });

  it('closing through the store abandons a connect request that is still open', async () => {
    fixture = createWalletFixture();
    fixture.wallet.controls.respond('eth_requestAccounts', { hang: true }, { once: true });
    const store = createConnectModalStore();
    await render(
      <WalletProvider connector={fixture.connector} connectModal={store}>
        <ConnectModal termsUrl="/terms" />
      </WalletProvider>,
    );
    store.open();
    void fixture.connector.connect({ label: 'Test Wallet' });
    await expect.poll(() => fixture?.connector.getState().connection.status).toBe('connecting');
    store.close();
    expect(fixture.connector.getState().connection.status).toBe('idle');
  });
});

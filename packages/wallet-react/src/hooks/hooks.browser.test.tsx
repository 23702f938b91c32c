import { selectPrimaryAccount, type WalletConnector } from '@site/wallet-core';
import { localCoreChain } from '@site/testing/chain';
import { announceTestWallet, createMemoryStorage, createTestWallet } from '@site/testing/wallet';
import { getLocalChain } from '@site/testing/vitest';
import { StrictMode, type ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, renderHook } from 'vitest-browser-react';
import { createWalletFixture, type WalletFixture } from '../../test/wallet-fixture.ts';
import { WalletProvider } from '../provider/wallet-provider.tsx';
import { useAvailableWallets } from './use-available-wallets.ts';
import { useChain } from './use-chain.ts';
import { useConnect } from './use-connect.ts';
import { useConnectModal } from './use-connect-modal.ts';
import { useDisconnect } from './use-disconnect.ts';
import { usePrimaryAccount } from './use-primary-account.ts';
import { useSetChain } from './use-set-chain.ts';
import { useWalletConnector } from './use-wallet-connector.ts';
import { useWallets } from './use-wallets.ts';

let fixture: WalletFixture | undefined;

afterEach(async () => {
  await cleanup();
  fixture?.cleanup();
  fixture = undefined;
});

function wrapperFor(connector: WalletConnector) {
  return function Wrapper({ children }: { children: ReactNode }) {
    return <WalletProvider connector={connector}>{children}</WalletProvider>;
  };
}

function useEverything() {
  return {
    wallets: useWallets(),
    account: usePrimaryAccount(),
    chain: useChain(),
    connect: useConnect(),
    disconnect: useDisconnect(),
    setChain: useSetChain(),
    available: useAvailableWallets(),
    modal: useConnectModal(),
  };
}

describe('hooks', () => {
  it('follow a real connection: wallets, primary account with balance, chain', async () => {
    fixture = createWalletFixture();
    const { result, act } = await renderHook(useEverything, { wrapper: wrapperFor(fixture.connector) });
    expect(result.current.wallets).toEqual([]);
    expect(result.current.account).toBeNull();
    expect(result.current.chain).toMatchObject({ chainId: null, chain: null });
    expect(result.current.chain.chains.map((chain) => chain.id)).toEqual(['0x45c']);
    expect(result.current.available.find((wallet) => wallet.label === 'Test Wallet')?.installed).toBe(true);

    await act(async () => {
      const outcome = await result.current.connect.connect('Test Wallet');
      expect(outcome.status).toBe('connected');
    });
    expect(result.current.wallets.map((wallet) => wallet.label)).toEqual(['Test Wallet']);
    expect(result.current.connect).toMatchObject({ step: 'connectedWallet', status: 'connected', isPending: false });
    expect(result.current.chain.chainId).toBe('0x45c');
    expect(result.current.chain.chain?.label).toBe('Core Mainnet');

    const [address] = fixture.wallet.controls.state().accounts ?? [];
    expect(result.current.account?.address.toLowerCase()).toBe(address?.toLowerCase());
    // Anvil's default accounts hold 10000 of the native token; Core has no ENS/UNS.
    await expect.poll(() => result.current.account?.balance?.formatted).toBe('10000');
    expect(result.current.account?.balance?.symbol).toBe('CORE');
    expect(result.current.account?.ens).toBeNull();
    expect(result.current.account?.uns).toBeNull();
  });

  it('expose the pending state of connect and its error after a rejection', async () => {
    fixture = createWalletFixture();
    fixture.wallet.controls.respond('eth_requestAccounts', { hang: true }, { once: true });
    const { result, act } = await renderHook(useEverything, { wrapper: wrapperFor(fixture.connector) });
    void result.current.connect.connect('Test Wallet');
    await expect.poll(() => result.current.connect.isPending).toBe(true);
    expect(result.current.connect.walletLabel).toBe('Test Wallet');
    await act(() => {
      result.current.connect.cancel();
    });
    expect(result.current.connect.status).toBe('idle');

    fixture.wallet.controls.reject({ once: true });
    await act(async () => {
      await result.current.connect.connect('Test Wallet');
    });
    expect(result.current.connect.status).toBe('rejected');
    expect(result.current.connect.error).toBeInstanceOf(Error);
    expect(result.current.connect.isPending).toBe(false);
  });

  it('disconnect, with its pending state', async () => {
    fixture = createWalletFixture();
    const { result, act } = await renderHook(useEverything, { wrapper: wrapperFor(fixture.connector) });
    await act(async () => {
      await result.current.connect.connect('Test Wallet');
    });
    let pendingDuringCall = false;
    await act(async () => {
      const call = result.current.disconnect.disconnect();
      await Promise.resolve();
      pendingDuringCall = result.current.disconnect.isPending;
      await call;
    });
    expect(pendingDuringCall).toBe(true);
    expect(result.current.disconnect).toMatchObject({ isPending: false, error: null });
    expect(result.current.wallets).toEqual([]);
    expect(result.current.account).toBeNull();
  });

  it('disconnect exposes the error when the call fails, and clears it on the next call', async () => {
    fixture = createWalletFixture();
    const real = fixture.connector;
    const failures: unknown[] = [new Error('Storage is locked'), 'revoke refused'];
    // The hook works with any WalletConnector; this one's disconnect fails twice, then works.
    const connector: WalletConnector = {
      ...real,
      disconnect: (options) =>
        // A non-Error reason is part of the test.
        failures.length > 0 ? Promise.reject(failures.shift()) : real.disconnect(options),
    };
    const { result, act } = await renderHook(useEverything, { wrapper: wrapperFor(connector) });
    await act(async () => {
      await result.current.connect.connect('Test Wallet');
    });

    await act(async () => {
      await expect(result.current.disconnect.disconnect()).resolves.toBeUndefined();
    });
    expect(result.current.disconnect.isPending).toBe(false);
    expect(result.current.disconnect.error).toBeInstanceOf(Error);
    expect(result.current.disconnect.error?.message).toBe('Storage is locked');
    expect(result.current.wallets.map((wallet) => wallet.label)).toEqual(['Test Wallet']);

    // A rejection that is not an Error still surfaces as one.
    await act(async () => {
      await result.current.disconnect.disconnect();
    });
    expect(result.current.disconnect.error).toBeInstanceOf(Error);
    expect(result.current.disconnect.error?.message).toBe('revoke refused');

    let errorDuringCall: Error | null | undefined;
    await act(async () => {
      const call = result.current.disconnect.disconnect();
      await Promise.resolve();
      errorDuringCall = result.current.disconnect.error;
      await call;
    });
    expect(errorDuringCall).toBeNull();
    expect(result.current.disconnect).toMatchObject({ isPending: false, error: null });
    expect(result.current.wallets).toEqual([]);
  });

  it('setChain reports switchNeeded when the wallet cannot switch (4200), and reset dismisses it', async () => {
    fixture = createWalletFixture({ wallet: { chainId: 1, chains: [1116] } });
    const { result, act } = await renderHook(useEverything, { wrapper: wrapperFor(fixture.connector) });
    await act(async () => {
      await result.current.connect.connect('Test Wallet');
    });
    expect(result.current.chain).toMatchObject({ chainId: '0x1', chain: null });

    fixture.wallet.controls.setSwitchChain('unsupported');
    await act(async () => {
      const outcome = await result.current.setChain.setChain({ chainId: 1116 });
      expect(outcome.status).toBe('switchNeeded');
    });
    expect(result.current.setChain).toMatchObject({ status: 'switchNeeded', chainId: '0x45c', isPending: false });
    await act(() => {
      result.current.setChain.reset();
    });
    expect(result.current.setChain.status).toBe('idle');

    fixture.wallet.controls.setSwitchChain('approve');
    await act(async () => {
      await result.current.setChain.setChain({ chainId: 1116 });
    });
    expect(result.current.chain.chainId).toBe('0x45c');
  });

  it('setChain exposes its pending state while the wallet decides, and the error when it declines', async () => {
    fixture = createWalletFixture({ wallet: { chainId: 1, chains: [1116] } });
    const { result, act } = await renderHook(useEverything, { wrapper: wrapperFor(fixture.connector) });
    await act(async () => {
      await result.current.connect.connect('Test Wallet');
    });

    fixture.wallet.controls.respond('wallet_switchEthereumChain', { hang: true }, { once: true });
    void result.current.setChain.setChain({ chainId: 1116 });
    await expect.poll(() => result.current.setChain.isPending).toBe(true);
    expect(result.current.setChain).toMatchObject({ status: 'switching', chainId: '0x45c', error: null });
    await act(() => {
      result.current.setChain.reset();
    });

    fixture.wallet.controls.setSwitchChain('reject', { once: true });
    await act(async () => {
      const outcome = await result.current.setChain.setChain({ chainId: 1116 });
      expect(outcome.status).toBe('failed');
    });
    expect(result.current.setChain).toMatchObject({ status: 'failed', isPending: false, chainId: '0x45c' });
    expect(result.current.setChain.error).toBeInstanceOf(Error);
    expect(result.current.chain.chainId).toBe('0x1');
    await act(() => {
      result.current.setChain.reset();
    });
    expect(result.current.setChain).toMatchObject({ status: 'idle', error: null });
  });

  it('see wallets that announce late', async () => {
    fixture = createWalletFixture();
    const { result } = await renderHook(useAvailableWallets, { wrapper: wrapperFor(fixture.connector) });
    expect(result.current.some((wallet) => wallet.label === 'Late Wallet')).toBe(false);
    const late = createTestWallet({ rpcUrl: fixture.rpcUrl, info: { name: 'Late Wallet', rdns: 'com.example.late' } });
    const stop = announceTestWallet(late, { target: fixture.target });
    await expect.poll(() => result.current.find((wallet) => wallet.label === 'Late Wallet')?.installed).toBe(true);
    stop();
  });

  it('leave no subscription behind after unmount', async () => {
    fixture = createWalletFixture();
    const { connector } = fixture;
    let active = 0;
    const counting: WalletConnector = {
      ...connector,
      subscribe(listener) {
        active += 1;
        const unsubscribe = connector.subscribe(listener);
        return () => {
          active -= 1;
          unsubscribe();
        };
      },
    };
    const { unmount } = await renderHook(useEverything, { wrapper: wrapperFor(counting) });
    expect(active).toBeGreaterThan(0);
    await unmount();
    expect(active).toBe(0);
  });

  it('re-render only when the selected state changes', async () => {
    fixture = createWalletFixture({ wallet: { chainId: 1, chains: [1116] } });
    const { connector, wallet } = fixture;
    await connector.connect({ label: 'Test Wallet' });
    let renders = 0;
    const { result } = await renderHook(
      () => {
        renders += 1;
        return usePrimaryAccount();
      },
      { wrapper: wrapperFor(connector) },
    );
    await expect.poll(() => result.current?.address).toMatch(/^0x/);
    // Connecting left two updates running; both must be in before counting. The icon: connect
    // applies the very promise getIcon() gives, so once it resolves the state has it.
    const icon = await connector.getState().availableWallets.find((option) => option.label === 'Test Wallet')?.getIcon();
    expect(icon).toBeDefined();
    expect(connector.getState().wallets[0]?.icon).toBe(icon);
    // Balance and names: a refresh that resolved has put them in; a late answer of the first one
    // finds nothing different and changes nothing.
    await connector.refreshBalances();
    await expect.poll(() => result.current).toBe(selectPrimaryAccount(connector.getState()));
    const before = renders;
    wallet.controls.setSwitchChain('unsupported');
    await connector.setChain({ chainId: 1116 }); // chainSwitch changes, the account does not
    expect(connector.getState().chainSwitch.status).toBe('switchNeeded');
    expect(renders).toBe(before);
    // A render the chain switch had caused would come before the one of a later account change.
    const other = getLocalChain().accounts[1] ?? '';
    wallet.controls.setAccounts([other]);
    await expect.poll(() => result.current?.address.toLowerCase()).toBe(other.toLowerCase());
    expect(renders).toBe(before + 1);
  });
});

describe('WalletProvider with a config', () => {
  it('creates its own connector, survives StrictMode, and destroys it on unmount', async () => {
    const { rpcUrl } = getLocalChain();
    const target = new EventTarget();
    // A destroyed connector stops listening on the target: that is what the test waits for.
    const removedListeners: string[] = [];
    const removeEventListener = target.removeEventListener.bind(target);
    target.removeEventListener = (type, callback, options) => {
      removedListeners.push(type);
      removeEventListener(type, callback, options);
    };
    const config = { chains: [localCoreChain(rpcUrl)], target, storage: createMemoryStorage(), autoconnect: false as const, lateInjectionTimeoutMs: 0 };
    function Wrapper({ children }: { children: ReactNode }) {
      return (
        <StrictMode>
          <WalletProvider config={config}>{children}</WalletProvider>
        </StrictMode>
      );
    }
    const { result, unmount } = await renderHook(() => ({ connector: useWalletConnector(), available: useAvailableWallets() }), { wrapper: Wrapper });
    const connector = result.current.connector;
    const first = createTestWallet({ rpcUrl, info: { name: 'First Wallet', rdns: 'com.example.first' } });
    const stopFirst = announceTestWallet(first, { target });
    await expect.poll(() => result.current.available.some((wallet) => wallet.label === 'First Wallet')).toBe(true);
    expect(result.current.connector).toBe(connector);
    expect(removedListeners).not.toContain('eip6963:announceProvider');

    await unmount();
    // The destroy comes a tick after the unmount (so that StrictMode's remount keeps the connector).
    await expect.poll(() => removedListeners).toContain('eip6963:announceProvider');
    const second = createTestWallet({ rpcUrl, info: { name: 'Second Wallet', rdns: 'com.example.second' } });
    const stopSecond = announceTestWallet(second, { target });
    expect(connector.getState().availableWallets.some((wallet) => wallet.label === 'Second Wallet')).toBe(false);
    stopFirst();
    stopSecond();
  });
});

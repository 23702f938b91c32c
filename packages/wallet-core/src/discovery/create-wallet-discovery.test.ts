import { describe, expect, it, vi } from 'vitest';
import { createFakeWallet, fakeIcon, settle } from '../../test/fake-wallet.ts';
import { ValidationError } from '../errors/validation-error.ts';
import { createWalletDiscovery } from './create-wallet-discovery.ts';

const svgIcon = `data:image/svg+xml,${encodeURIComponent(fakeIcon)}`;

function announce(target: EventTarget, detail: unknown) {
  target.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }));
}

function info(name: string, rdns: string, uuid: string, icon = svgIcon) {
  return { uuid, name, icon, rdns };
}

describe('createWalletDiscovery', () => {
  it('asks wallets to announce themselves and keeps valid announcements, late ones too', async () => {
    const page = new EventTarget();
    const provider = createFakeWallet();
    page.addEventListener('eip6963:requestProvider', () => {
      announce(page, { info: info('Early', 'io.early', '1'), provider });
    });
    const discovery = createWalletDiscovery({ target: page, lateInjectionTimeoutMs: 50, onInvalidAnnouncement: vi.fn() });
    const changed = vi.fn();
    discovery.onChange(changed);
    await settle();
    expect(discovery.getAnnounced().map((wallet) => wallet.label)).toEqual(['Early']);
    expect(discovery.getAnnounced()[0]).toMatchObject({ source: 'eip6963', rdns: 'io.early', uuid: '1', announcedProvider: provider });

    await settle(80);
    expect(discovery.isSettled()).toBe(true);
    announce(page, { info: info('Late', 'io.late', '2'), provider: createFakeWallet() });
    expect(discovery.getAnnounced().map((wallet) => wallet.label)).toEqual(['Early', 'Late']);
    expect(changed).toHaveBeenCalled();
    discovery.stop();
  });

  it('drops duplicates by rdns, then by uuid (first one kept)', async () => {
    const page = new EventTarget();
    const discovery = createWalletDiscovery({ target: page, lateInjectionTimeoutMs: 0, onInvalidAnnouncement: vi.fn() });
    announce(page, { info: info('A', 'io.a', 'u1'), provider: createFakeWallet() });
    announce(page, { info: info('A again', 'io.a', 'u2'), provider: createFakeWallet() });
    announce(page, { info: info('B', 'io.b', 'u1'), provider: createFakeWallet() });
    announce(page, { info: info('C', 'io.c', 'u3'), provider: createFakeWallet() });
    expect(discovery.getAnnounced().map((wallet) => wallet.label)).toEqual(['A', 'C']);
    discovery.stop();
  });

  it('reports invalid or unsafe announcements and never throws from the listener', () => {
    const page = new EventTarget();
    const onInvalidAnnouncement = vi.fn();
    const discovery = createWalletDiscovery({ target: page, lateInjectionTimeoutMs: 0, onInvalidAnnouncement });
    const unsafe = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';
    expect(() => {
      announce(page, null);
      announce(page, { info: { name: 'No uuid' }, provider: createFakeWallet() });
      announce(page, { info: info('Evil', 'io.evil', 'e', unsafe), provider: createFakeWallet() });
      announce(page, { info: info('No provider', 'io.none', 'n') });
    }).not.toThrow();
    expect(onInvalidAnnouncement).toHaveBeenCalledTimes(4);
    expect(onInvalidAnnouncement.mock.calls.every(([error]) => error instanceof ValidationError)).toBe(true);
    expect((onInvalidAnnouncement.mock.calls[2]?.[0] as Error).message).toMatch(/info\.icon/);
    expect(discovery.getAnnounced()).toEqual([]);
    discovery.stop();
  });

  it('keeps the provider object it validated, even when the announcement is read again', () => {
    const page = new EventTarget();
    const onInvalidAnnouncement = vi.fn();
    const discovery = createWalletDiscovery({ target: page, lateInjectionTimeoutMs: 0, onInvalidAnnouncement });
    const provider = createFakeWallet();
    let reads = 0;
    const shifty = {
      info: info('Shifty', 'io.shifty', 's'),
      // A valid provider on the first read, something never validated on any later one.
      get provider() {
        reads += 1;
        return reads === 1 ? provider : { notAProvider: true };
      },
    };
    announce(page, shifty);
    expect(onInvalidAnnouncement).not.toHaveBeenCalled();
    expect(reads).toBe(1);
    expect(discovery.getAnnounced()[0]?.announcedProvider).toBe(provider);
    discovery.stop();
  });

  it('waits for a wallet within the late-injection window, woken by ethereum#initialized', async () => {
    const page = new EventTarget() as EventTarget & { ethereum?: unknown };
    // A window far longer than the test's time limit: only the event can end this wait in time.
    const discovery = createWalletDiscovery({ target: page, lateInjectionTimeoutMs: 10 * 60_000, onInvalidAnnouncement: vi.fn() });
    const waited = discovery.waitFor(() => page.ethereum !== undefined);
    setTimeout(() => {
      page.ethereum = createFakeWallet();
      page.dispatchEvent(new Event('ethereum#initialized'));
    }, 20);
    await expect(waited).resolves.toBe(true);
    discovery.stop();
  });

  it('answers false once the late-injection window has passed, and settles', async () => {
    const discovery = createWalletDiscovery({ target: new EventTarget(), lateInjectionTimeoutMs: 50, onInvalidAnnouncement: vi.fn() });
    await expect(discovery.waitFor(() => false)).resolves.toBe(false);
    expect(discovery.isSettled()).toBe(true);
    await expect(discovery.waitFor(() => false)).resolves.toBe(false);
    discovery.stop();
  });

  it('stops listening when stopped, and has nothing to watch without an event target', async () => {
    const page = new EventTarget();
    const add = vi.spyOn(page, 'addEventListener');
    const remove = vi.spyOn(page, 'removeEventListener');
    const discovery = createWalletDiscovery({ target: page, lateInjectionTimeoutMs: 1000, onInvalidAnnouncement: vi.fn() });
    const pending = discovery.waitFor(() => false);
    discovery.stop();
    await expect(pending).resolves.toBe(false);
    expect(remove.mock.calls.map(([type]) => type).sort()).toEqual(add.mock.calls.map(([type]) => type).sort());
    announce(page, { info: info('After', 'io.after', 'x'), provider: createFakeWallet() });
    expect(discovery.getAnnounced()).toEqual([]);

    const none = createWalletDiscovery({ target: undefined, lateInjectionTimeoutMs: 1000, onInvalidAnnouncement: vi.fn() });
    expect(none.isSettled()).toBe(true);
    await expect(none.waitFor(() => false)).resolves.toBe(false);
  });
});

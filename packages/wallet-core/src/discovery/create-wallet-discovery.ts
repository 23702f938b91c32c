import type { WalletCoreError } from '../errors/base-error.ts';
import type { AnnouncedWalletModule } from './announced-wallet-module.ts';
import { listenForAnnouncements } from './listen-for-announcements.ts';

export interface WalletDiscoveryOptions {
  /** Where wallets announce and inject (`window`); without event support there is no discovery. */
  target: object | undefined;
  /** How long wallets that inject late (`ethereum#initialized`) or announce late are waited for. */
  lateInjectionTimeoutMs: number;
  onInvalidAnnouncement(error: WalletCoreError): void;
}

export interface WalletDiscovery {
  /** Valid announcements so far, one per wallet (by `rdns`, then `uuid`), first come first kept. */
  getAnnounced(): readonly AnnouncedWalletModule[];
  /** `listener` runs whenever the wallets on the page may have changed. */
  onChange(listener: () => void): () => void;
  /** True once the late-injection window is over. */
  isSettled(): boolean;
  /**
   * Resolves `true` as soon as `found()` holds (checked now and on every change), or `false` when
   * the late-injection window ends without it, or at once when the window is already over.
   */
  waitFor(found: () => boolean): Promise<boolean>;
  stop(): void;
}

const lateInjectionEvent = 'ethereum#initialized';

function isEventTarget(value: unknown): value is EventTarget {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as EventTarget).addEventListener === 'function' &&
    typeof (value as EventTarget).removeEventListener === 'function' &&
    typeof (value as EventTarget).dispatchEvent === 'function'
  );
}

/**
 * Watches the page for wallets from the moment it is created: EIP-6963 announcements (kept even
 * when late) and the legacy late injection event. No polling: a single timer ends the window in
 * which late wallets are waited for.
 */
export function createWalletDiscovery(options: WalletDiscoveryOptions): WalletDiscovery {
  const announced: AnnouncedWalletModule[] = [];
  const listeners = new Set<() => void>();
  const cleanups: (() => void)[] = [];
  let settled = true;

  const notify = () => {
    for (const listener of [...listeners]) listener();
  };

  const { target } = options;
  if (isEventTarget(target)) {
    settled = options.lateInjectionTimeoutMs <= 0;
    cleanups.push(
      listenForAnnouncements(target, {
        onAnnounce(wallet) {
          const duplicate = announced.some((kept) => kept.rdns === wallet.rdns || kept.uuid === wallet.uuid);
          if (duplicate) return;
          announced.push(wallet);
          notify();
        },
        onInvalid: (error) => {
          options.onInvalidAnnouncement(error);
        },
      }),
    );
    target.addEventListener(lateInjectionEvent, notify);
    cleanups.push(() => {
      target.removeEventListener(lateInjectionEvent, notify);
    });
    if (!settled) {
      const timer = setTimeout(() => {
        settled = true;
        // Wallets that injected without the event are picked up now, once.
        notify();
      }, options.lateInjectionTimeoutMs);
      cleanups.push(() => {
        clearTimeout(timer);
      });
    }
  }

  return {
    getAnnounced: () => [...announced],
    onChange(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    isSettled: () => settled,
    waitFor(found) {
      if (found()) return Promise.resolve(true);
      if (settled) return Promise.resolve(false);
      return new Promise((resolve) => {
        const check = () => {
          const ok = found();
          if (!ok && !settled) return;
          listeners.delete(check);
          resolve(ok);
        };
        listeners.add(check);
      });
    },
    stop() {
      settled = true;
      for (const cleanup of cleanups.splice(0)) cleanup();
      notify();
      listeners.clear();
    },
  };
}

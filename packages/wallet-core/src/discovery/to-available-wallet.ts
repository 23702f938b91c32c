import type { AvailableWallet } from './types.ts';
import { toCheckedIconSrc, toSafeIconSrc } from '../icons/to-safe-icon-src.ts';
import type { WalletOption } from '../wallets/types.ts';
import type { WalletModule } from '../wallets/types.ts';
import { isAnnouncedWalletModule } from './announced-wallet-module.ts';

const iconCache = new WeakMap<WalletModule, Promise<string | undefined>>();
const loadedIcons = new WeakMap<WalletModule, string | undefined>();
const availableCache = new WeakMap<WalletModule, { installed?: AvailableWallet; missing?: AvailableWallet }>();

/**
 * The wallet's icon as a safe `<img src>` value, loaded once and only when asked for; an unsafe
 * icon, or a `getIcon` that throws or rejects, gives `undefined`. An announced wallet's icon was
 * checked with its announcement and is not checked again.
 */
export function loadSafeIcon(wallet: WalletModule): Promise<string | undefined> {
  let icon = iconCache.get(wallet);
  if (!icon) {
    icon = (async () => {
      try {
        const raw: unknown = await wallet.getIcon();
        const safe = typeof raw === 'string' ? (isAnnouncedWalletModule(wallet) ? toCheckedIconSrc : toSafeIconSrc)(raw) : undefined;
        loadedIcons.set(wallet, safe);
        return safe;
      } catch {
        loadedIcons.set(wallet, undefined);
        return undefined;
      }
    })();
    iconCache.set(wallet, icon);
  }
  return icon;
}

/** The icon already loaded by {@link loadSafeIcon}, without waiting; undefined when not yet. */
export function peekSafeIcon(wallet: WalletModule): string | undefined {
  return loadedIcons.get(wallet);
}

/** The public view of a wallet option; the same object for the same module and install state. */
export function toAvailableWallet(option: WalletOption): AvailableWallet {
  const { wallet, installed } = option;
  const cached = availableCache.get(wallet) ?? {};
  const key = installed ? 'installed' : 'missing';
  const existing = cached[key];
  if (existing) return existing;
  const available: AvailableWallet = Object.freeze({
    label: wallet.label,
    installed,
    source: wallet.source ?? 'catalogue',
    ...(wallet.externalUrl === undefined ? {} : { externalUrl: wallet.externalUrl }),
    ...(isAnnouncedWalletModule(wallet) ? { rdns: wallet.rdns } : {}),
    getIcon: () => loadSafeIcon(wallet),
  });
  availableCache.set(wallet, { ...cached, [key]: available });
  return available;
}

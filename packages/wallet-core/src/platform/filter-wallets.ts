import type { WalletModule } from '../wallets/types.ts';
import { matchesPlatform } from './matches-platform.ts';
import type { WalletOption } from '../wallets/types.ts';
import type { Device } from '../wallets/types.ts';
import type { FilterWalletsOptions } from './types.ts';
import { walletNameKey } from './wallet-name-key.ts';

const detectedWalletKey = walletNameKey('Detected Wallet');

/**
 * The wallets a visitor on `device` can be offered, each with whether its provider is installed:
 * filtered by platform, one entry per wallet name (EIP-6963 and custom modules win over the
 * catalogue), the generic Detected Wallet only when nothing else is installed, sorted by label.
 */
export function filterWallets(
  wallets: readonly WalletModule[],
  device: Device,
  options: FilterWalletsOptions = {},
): WalletOption[] {
  const target = options.target ?? globalThis;
  const candidates = wallets
    .filter((wallet) => typeof wallet.label === 'string' && matchesPlatform(wallet.platforms, device))
    .map((wallet) => ({ wallet, installed: isInstalled(wallet, target, device) }));
  return sortByLabel(hideDetectedWallet(dedupeByName(candidates)));
}

/** Runs the module's identity check against `target[injectedNamespace]`; a throw means no. */
function isInstalled(wallet: WalletModule, target: object, device: Device): boolean {
  try {
    const provider: unknown = (target as Record<string, unknown>)[wallet.injectedNamespace];
    // Modules from outside may return any truthy value, not just `true`.
    const identified: unknown = wallet.checkProviderIdentity({ provider, device });
    return Boolean(identified);
  } catch {
    return false;
  }
}

function dedupeByName(options: readonly WalletOption[]): WalletOption[] {
  const byName = new Map<string, WalletOption>();
  for (const option of options) {
    const key = walletNameKey(option.wallet.label);
    const kept = byName.get(key);
    if (kept === undefined || outranks(option, kept)) byName.set(key, option);
  }
  return [...byName.values()];
}

/** EIP-6963 and custom modules beat the catalogue; between equals, an installed one wins. */
function outranks(candidate: WalletOption, kept: WalletOption): boolean {
  const rank = sourceRank(candidate.wallet) - sourceRank(kept.wallet);
  return rank !== 0 ? rank > 0 : candidate.installed && !kept.installed;
}

function sourceRank(wallet: WalletModule): number {
  return wallet.source === 'eip6963' || wallet.source === 'custom' ? 1 : 0;
}

/**
 * "Detected Wallet" stands for any unknown EIP-1193 provider: it is useful only when it is
 * installed and no named wallet is.
 */
function hideDetectedWallet(options: readonly WalletOption[]): WalletOption[] {
  const othersInstalled = options.some((option) => option.installed && walletNameKey(option.wallet.label) !== detectedWalletKey);
  return options.filter(
    (option) => walletNameKey(option.wallet.label) !== detectedWalletKey || (option.installed && !othersInstalled),
  );
}

function sortByLabel(options: readonly WalletOption[]): WalletOption[] {
  const collator = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });
  return [...options].sort(
    (a, b) => collator.compare(a.wallet.label, b.wallet.label) || (a.wallet.label < b.wallet.label ? -1 : a.wallet.label > b.wallet.label ? 1 : 0),
  );
}

import type { AvailableWallet } from '@site/wallet-core';
import { useEffect, useState } from 'react';

const loaded = new WeakMap<AvailableWallet, Promise<string | undefined>>();

function loadIcon(wallet: AvailableWallet): Promise<string | undefined> {
  let icon = loaded.get(wallet);
  if (!icon) {
    icon = wallet.getIcon().catch(() => undefined);
    loaded.set(wallet, icon);
  }
  return icon;
}

/** The wallet's icon once its lazy loader resolves; undefined meanwhile or when it fails. */
export function useWalletIcon(wallet: AvailableWallet | undefined): string | undefined {
  const [icon, setIcon] = useState<{ wallet: AvailableWallet; src: string | undefined } | null>(null);
  useEffect(() => {
    if (!wallet) return undefined;
    let current = true;
    void loadIcon(wallet).then((src) => {
      if (current) setIcon({ wallet, src });
    });
    return () => {
      current = false;
    };
  }, [wallet]);
  return icon && icon.wallet === wallet ? icon.src : undefined;
}

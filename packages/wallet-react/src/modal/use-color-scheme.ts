import { useSyncExternalStore } from 'react';
import type { WalletTheme } from '../provider/contexts.ts';

const darkQuery = '(prefers-color-scheme: dark)';

const systemScheme = (): MediaQueryList | null => (typeof window.matchMedia === 'function' ? window.matchMedia(darkQuery) : null);

function subscribe(onChange: () => void): () => void {
  const scheme = systemScheme();
  scheme?.addEventListener('change', onChange);
  return () => scheme?.removeEventListener('change', onChange);
}

const systemIsDark = (): boolean => systemScheme()?.matches ?? false;
const serverIsDark = (): boolean => false;

/**
 * The palette a theme paints with, for the dialog's `data-wr-scheme`: the `light` and `dark`
 * themes their own, `system` the system's (`prefers-color-scheme`, followed as it changes), and
 * none for `telegram`, which takes Telegram's colours. So styles.css writes each palette once.
 */
export function useColorScheme(theme: WalletTheme): 'light' | 'dark' | undefined {
  const dark = useSyncExternalStore(subscribe, systemIsDark, serverIsDark);
  if (theme === 'telegram') return undefined;
  if (theme === 'system') return dark ? 'dark' : 'light';
  return theme;
}

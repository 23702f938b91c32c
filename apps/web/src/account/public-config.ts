import type { PublicConfigView } from '@site/api-contract';
import { api } from '../api/api.ts';
import { logger } from '../logging/logger.ts';
import { createStore } from '../store/create-store.ts';

/**
 * What the pages assume when the server cannot say: the wallet and e-mail, the design's password
 * length, and the server's defaults of its settings (public-config.test.ts checks them against the
 * server's declarations, apps/api/src/config/settings.ts).
 */
export const fallbackPublicConfig: PublicConfigView = {
  chainId: 1116,
  passwordMinLength: 8,
  signIn: { email: true, wallet: true, telegram: { enabled: false, botUsername: null }, google: false, apple: false, appleIos: false, passkeyRpId: null },
  stamina: { max: 100, refillSeconds: 180, runCost: 10, recoverPriceGold: 2 },
  deposits: { enabled: false, treasuryAddress: null, goldPerCore: '100', minWei: '10000000000000000', confirmations: 6 },
  economy: { gameCoinsPerGold: 100, goldConversionDailyLimit: 50, gameCoinsPerInvitePoint: 1 },
  runs: { minSeconds: 3, maxRewardPerRun: 100, dailyRewardLimit: 2000 },
  invites: { rewardPoints: 100, dailyRewardLimit: 50 },
  nativeApps: { ios: null, android: null },
};

export type PublicConfigState = { status: 'loading' } | { status: 'ready'; config: PublicConfigView; fromServer: boolean };

/** The server's rules and sign-in ways (`GET /api/config`), loaded by the pages that need them. */
export const publicConfigStore = createStore<PublicConfigState>({ status: 'loading' });

let pending: Promise<void> | null = null;

/** Asks the server once; when it cannot be reached the fallback is used, and the next page asks again. */
export function loadPublicConfig(): Promise<void> {
  const current = publicConfigStore.get();
  if (current.status === 'ready' && current.fromServer) return Promise.resolve();
  pending ??= api.call('publicConfig').then(
    (config) => {
      publicConfigStore.set({ status: 'ready', config, fromServer: true });
      pending = null;
    },
    (error: unknown) => {
      logger.warn('The server did not give its configuration; using the defaults', error);
      publicConfigStore.set({ status: 'ready', config: fallbackPublicConfig, fromServer: false });
      pending = null;
    },
  );
  return pending;
}

import { accountStore, refreshAccount, setSignedIn } from '../account/account-store.ts';
import { api } from '../api/api.ts';
import { logger } from '../logging/logger.ts';
import { createStore } from '../store/create-store.ts';
import { telegramState } from '../telegram/telegram-state.ts';

export type TelegramSignInState =
  | { status: 'idle' }
  | { status: 'signing-in' }
  | { status: 'done' }
  /** Telegram gave no init data (e.g. opened from an inline button without a user). */
  | { status: 'no-init-data' }
  | { status: 'failed'; error: unknown };

/** Where the mini-app sign-in stands; /telegram-login shows it. */
export const telegramSignInState = createStore<TelegramSignInState>({ status: 'idle' });

let running: Promise<void> | null = null;

async function rawInitData(): Promise<string | undefined> {
  // The SDK's chunk is already loaded by start-telegram.ts when this runs inside Telegram.
  const sdk = await import('@tma.js/sdk-react');
  return sdk.retrieveRawInitData();
}

async function run(link: boolean): Promise<void> {
  // Wait for the first "who is signed in" answer too when it is under way (`loading`): signing in
  // beside it would replace a session whose cookie the page's other requests are already using.
  const before = accountStore.get().status;
  if (before === 'unknown' || before === 'loading') await refreshAccount();
  const account = accountStore.get();
  // Signing in replaces nobody: a signed-in visitor is left alone unless linking was asked for.
  if (!link && account.status === 'signed-in') {
    telegramSignInState.set({ status: 'idle' });
    return;
  }
  if (link && account.status !== 'signed-in') return;

  const initData = await rawInitData();
  if (!initData) {
    telegramSignInState.set({ status: 'no-init-data' });
    return;
  }
  telegramSignInState.set({ status: 'signing-in' });
  try {
    const { account: signedIn } = await api.call('telegramMiniApp', { body: { initData, ...(link ? { link: true } : {}) } });
    setSignedIn(signedIn);
    telegramSignInState.set({ status: 'done' });
  } catch (error) {
    logger.warn('Signing in with Telegram failed', error);
    telegramSignInState.set({ status: 'failed', error });
  }
}

/**
 * Inside the Telegram mini-app: sends the launch's raw init data to the server, which verifies it
 * with the bot token and signs in (or links, with `link`). Without `link` it does nothing when
 * someone is already signed in. Runs once at a time; start-up calls it after first paint, and
 * /telegram-login calls it again for a retry or a link.
 */
export function signInInsideTelegram(options: { link?: boolean } = {}): Promise<void> {
  if (telegramState.get().status !== 'ready') return Promise.resolve();
  running ??= run(options.link ?? false)
    .catch((error: unknown) => {
      telegramSignInState.set({ status: 'failed', error });
    })
    .finally(() => {
      running = null;
    });
  return running;
}

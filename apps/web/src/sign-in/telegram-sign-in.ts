import { accountStore, refreshAccount, setSignedIn } from '../account/account-store.ts';
import { signedOutByChoice } from '../account/signed-out-by-choice.ts';
import { api } from '../api/api.ts';
import { logger } from '../logging/logger.ts';
import { telegramState } from '../telegram/telegram-state.ts';
import { telegramSignInState } from './telegram-sign-in-state.ts';

let running: Promise<void> | null = null;

async function rawInitData(): Promise<string | undefined> {
  // The SDK's chunk is already loaded by start-telegram.ts when this runs inside Telegram.
  const sdk = await import('@tma.js/sdk-react');
  return sdk.retrieveRawInitData();
}

interface SignInRequest {
  link: boolean;
  /** Asked for by the player (a button), not the automatic sign-in: it signs in after a sign-out too. */
  asked: boolean;
}

async function run({ link, asked }: SignInRequest): Promise<void> {
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
  const declined = (): boolean => !link && !asked && signedOutByChoice();
  if (declined()) {
    telegramSignInState.set({ status: 'signed-out-by-choice' });
    return;
  }
  telegramSignInState.set({ status: 'signing-in' });
  try {
    const { account: signedIn } = await api.call('telegramMiniApp', { body: { initData, ...(link ? { link: true } : {}) } });
    // Signed out while this was on its way: /logout ends the session this answer opened.
    if (declined()) {
      telegramSignInState.set({ status: 'signed-out-by-choice' });
      return;
    }
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
 * someone is already signed in, and, unless `asked` by the player, after they signed out
 * (`signed-out-by-choice.ts`). Runs once at a time; start-up calls it after first paint, and
 * /telegram-login calls it again for a retry, a sign-in the player asks for or a link.
 */
export function signInInsideTelegram(options: { link?: boolean; asked?: boolean } = {}): Promise<void> {
  if (telegramState.get().status !== 'ready') return Promise.resolve();
  running ??= run({ link: options.link ?? false, asked: options.asked ?? false })
    .catch((error: unknown) => {
      telegramSignInState.set({ status: 'failed', error });
    })
    .finally(() => {
      running = null;
    });
  return running;
}

/** Waits for a sign-in under way, if any (/logout, so that its answer cannot undo the sign-out). */
export function telegramSignInSettled(): Promise<void> {
  return running ?? Promise.resolve();
}

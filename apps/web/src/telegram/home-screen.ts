import { logger } from '../logging/logger.ts';
import { storage } from '../storage/safe-storage.ts';
import { telegramState } from './telegram-state.ts';

/** Runs finished inside Telegram before adding the mini app to the home screen is offered. */
export const runsBeforeHomeScreenOffer = 3;

const runsKey = 'site.telegramFinishedRuns';
const answerKey = 'site.homeScreenOffer';
/** Telegram answers its home-screen check at once; a client that never does is not waited on for ever. */
const checkTimeoutMs = 10_000;

type Answer = 'added' | 'dismissed';

/** Runs finished inside Telegram on this device; anything else stored reads as none. */
function finishedRuns(): number {
  const value = Number(storage.read(runsKey));
  return Number.isSafeInteger(value) && value > 0 ? value : 0;
}

function storedAnswer(): Answer | null {
  const value = storage.read(answerKey);
  return value === 'added' || value === 'dismissed' ? value : null;
}

/** Remembered for good: the offer is not made again once dismissed or added. */
export function rememberHomeScreenAnswer(answer: Answer): void {
  storage.write(answerKey, answer);
}

/** Counts a finished run, inside Telegram only (the count only decides the offer). */
export function countFinishedRunInTelegram(): void {
  if (telegramState.get().status !== 'ready') return;
  storage.write(runsKey, String(Math.min(finishedRuns() + 1, runsBeforeHomeScreenOffer)));
}

/**
 * Whether to offer adding the mini app to the home screen now: inside Telegram, after
 * `runsBeforeHomeScreenOffer` runs, never answered, on a client that can check and add (Mini Apps
 * 8.0), and Telegram says it is not there yet (`missed`). A status of `added` is remembered.
 */
export async function shouldOfferHomeScreen(): Promise<boolean> {
  if (telegramState.get().status !== 'ready' || storedAnswer() !== null || finishedRuns() < runsBeforeHomeScreenOffer) return false;
  try {
    const sdk = await import('@tma.js/sdk-react');
    if (!sdk.addToHomeScreen.isAvailable() || !sdk.checkHomeScreenStatus.isAvailable()) return false;
    const status = await sdk.checkHomeScreenStatus({ timeout: checkTimeoutMs });
    if (status === 'added') rememberHomeScreenAnswer('added');
    return status === 'missed';
  } catch (error) {
    logger.warn('Telegram did not say whether the mini app is on the home screen.', error);
    return false;
  }
}

/** Opens Telegram's own prompt; the player's answer there is remembered (declining counts as dismissing). */
export async function addToHomeScreen(): Promise<void> {
  const sdk = await import('@tma.js/sdk-react');
  const stop = (): void => {
    offAdded();
    offFailed();
  };
  const offAdded = sdk.on('home_screen_added', () => {
    rememberHomeScreenAnswer('added');
    stop();
  });
  const offFailed = sdk.on('home_screen_failed', () => {
    rememberHomeScreenAnswer('dismissed');
    stop();
  });
  if (sdk.addToHomeScreen.isAvailable()) sdk.addToHomeScreen();
  else stop();
}

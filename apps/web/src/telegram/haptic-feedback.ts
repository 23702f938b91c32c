import { logger } from '../logging/logger.ts';
import { telegramState } from './telegram-state.ts';

/**
 * Inside Telegram, on clients with haptic feedback (Mini Apps 6.1): a success notification for a
 * finished run that paid, a light impact for one that did not. Nothing in a browser (the SDK is
 * never loaded there) or where the client lacks it.
 */
export async function hapticForFinishedRun(paid: boolean): Promise<void> {
  if (telegramState.get().status !== 'ready') return;
  try {
    const { hapticFeedback } = await import('@tma.js/sdk-react');
    if (paid) {
      if (hapticFeedback.notificationOccurred.isAvailable()) hapticFeedback.notificationOccurred('success');
    } else if (hapticFeedback.impactOccurred.isAvailable()) {
      hapticFeedback.impactOccurred('light');
    }
  } catch (error) {
    logger.warn('Telegram could not play the haptic feedback.', error);
  }
}

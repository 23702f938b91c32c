import { logger } from '../logging/logger.ts';
import { createStore } from '../store/create-store.ts';
import { toDisplayMessage } from './error-message.ts';

/** The latest unhandled error (its display message, or null for `Unknown error`); undefined when none. */
export const unhandledError = createStore<{ message: string | null } | undefined>(undefined);

// Browsers report errors from other origins' scripts as a bare "Script error." with nothing to
// show; the ResizeObserver notice is harmless. Neither should interrupt the visitor.
function isNoise(event: ErrorEvent): boolean {
  if (event.error == null && /^Script error\.?$/.test(event.message)) return true;
  return /ResizeObserver loop/.test(event.message);
}

/** Shows `An unhandled error occurred:` for uncaught errors and unhandled promise rejections. */
export function listenForUnhandledErrors(target: Window = window): () => void {
  const onError = (event: ErrorEvent): void => {
    if (isNoise(event)) return;
    logger.error('Unhandled error', event.error ?? event.message);
    unhandledError.set({ message: toDisplayMessage(event.error ?? event.message) });
  };
  const onRejection = (event: PromiseRejectionEvent): void => {
    logger.error('Unhandled promise rejection', event.reason);
    unhandledError.set({ message: toDisplayMessage(event.reason) });
  };
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}

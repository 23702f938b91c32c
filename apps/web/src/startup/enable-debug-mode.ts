import { logger, setVerboseLogging } from '../logging/logger.ts';

/**
 * Debug mode (start parameter `debug`): verbose logging, and the Eruda console, which is loaded
 * only now, on demand.
 */
export function enableDebugMode(): void {
  setVerboseLogging(true);
  document.documentElement.dataset.debug = 'true';
  logger.debug('Debug mode is on');
  import('eruda')
    .then(({ default: eruda }) => {
      eruda.init();
      logger.debug('Eruda console ready');
    })
    .catch((error: unknown) => {
      logger.warn('The Eruda console could not be loaded', error);
    });
}

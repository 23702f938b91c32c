import { logger } from '../logging/logger.ts';

export type ProtocolRegistration = 'registered' | 'unsupported' | 'failed';

/** Where the handler sends `web+<name>:<value>` links: the site root with the link as `id`. */
export const protocolHandlerUrl = '/?id=%s';

/**
 * Registers the site as the handler of its `web+<name>` scheme, so such links open
 * `/?id=<the link>`. Browsers without the API (most mobile ones) simply skip it.
 */
export function registerProtocolHandler(scheme: string, target: Navigator = navigator): ProtocolRegistration {
  if (typeof target.registerProtocolHandler !== 'function') return 'unsupported';
  try {
    target.registerProtocolHandler(scheme, protocolHandlerUrl);
    logger.debug(`Registered the ${scheme} protocol handler`);
    return 'registered';
  } catch (error) {
    logger.warn(`The ${scheme} protocol handler could not be registered`, error);
    return 'failed';
  }
}

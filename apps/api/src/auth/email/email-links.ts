import type { Config } from '../../config/config.ts';

/** How long a mailed link works. */
export const VERIFY_LINK_TTL_SECONDS = 24 * 3600;
export const RESET_LINK_TTL_SECONDS = 3600;

/** The site's pages that read a mailed token (apps/web: /email-register?verify=…, /email-login?reset=…). */
export const siteLinks = (config: Pick<Config, 'publicOrigin'>) => ({
  verify: (token: string) => `${config.publicOrigin}/email-register?verify=${token}`,
  reset: (token: string) => `${config.publicOrigin}/email-login?reset=${token}`,
  signIn: () => `${config.publicOrigin}/email-login`,
  forgot: () => `${config.publicOrigin}/email-login?forgot=1`,
});

import { accountStore } from '../account/account-state.ts';
import { createApiClient } from './create-api-client.ts';

/**
 * The site's client of its own server, on the same origin (`/api`, proxied in development). A
 * sign-in answered `second_factor_pending` (whichever way it was made) marks the account as
 * waiting for its second factor, and the site opens /second-factor.
 */
export const api = createApiClient({
  onError: (error) => {
    if (error.code === 'second_factor_pending') accountStore.set({ status: 'second-factor' });
  },
});

import type { RouteInfo } from '@site/api-contract/routes';
import type { SessionPrincipal } from '../sessions/sessions.ts';
import type { ServerContext } from '../context.ts';
import { ApiError } from '../errors/api-error.ts';
import { hasSecondFactor } from './totp-store.ts';

/**
 * Moderators and admins hold other people's money and games: the moderation and admin routes
 * (those with a `role`) answer 403 `second_factor_required` until the account has a second
 * factor. Players keep getting the endpoint's own 403 `forbidden`.
 */
export async function requireSecondFactorForStaff(ctx: ServerContext, route: RouteInfo, principal: SessionPrincipal | null): Promise<void> {
  if (!route.role || !(principal?.role === 'admin' || principal?.role === route.role)) return;
  if (await hasSecondFactor(ctx.db, principal.accountId)) return;
  throw new ApiError('second_factor_required', 'Turn on two-step sign-in in your settings before using the admin pages.');
}

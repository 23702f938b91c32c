import { Type } from 'typebox';
import { AccountView, DisplayName, Id, IdParams, Ok, SignedIn, Strict, Timestamp } from '../common-schemas.ts';
import type { SchemasFor } from '../endpoint-schemas.ts';
import type { accountRoutes } from './account-routes.ts';

export const SessionView = Strict({
  id: Id,
  current: Type.Boolean(),
  createdAt: Timestamp,
  lastSeenAt: Timestamp,
  expiresAt: Timestamp,
  /** The browser that opened it, as it named itself (shortened). */
  userAgent: Type.String(),
});

export const accountSchemas = {
  getSession: {
    response: Strict({
      account: Type.Union([AccountView, Type.Null()]),
      /** Signed in with the first factor; the second (`secondFactorVerify`) is still to give. */
      secondFactorPending: Type.Boolean(),
    }),
  },
  logout: { response: Ok },
  updateAccount: { body: Strict({ displayName: DisplayName }), response: SignedIn },
  unlinkIdentity: { params: IdParams, response: SignedIn },
  listSessions: { response: Strict({ sessions: Type.Array(SessionView) }) },
  revokeSession: { params: IdParams, response: Ok },
} satisfies SchemasFor<typeof accountRoutes>;

import { Type, type Static } from 'typebox';
import { Account, DisplayName, Id, IdParams, Ok, SignedIn, Strict, Timestamp } from '../common-schemas.ts';
import type { SchemasFor } from '../endpoint-schemas.ts';
import type { accountRoutes } from './account-routes.ts';

export const SessionInfo = Strict({
  id: Id,
  current: Type.Boolean(),
  createdAt: Timestamp,
  lastSeenAt: Timestamp,
  expiresAt: Timestamp,
  /** The browser that opened it, as it named itself (its first 200 characters). */
  userAgent: Type.String(),
  /** The browser's name read from `userAgent` (e.g. `Chrome`, `Safari`, `Firefox`), null when unrecognised. */
  browser: Type.Union([Type.String(), Type.Null()]),
  /** The operating system's name read from `userAgent` (e.g. `Android`, `iOS`, `Windows`), null when unrecognised. */
  system: Type.Union([Type.String(), Type.Null()]),
  /** The client's network when it signed in: its address masked to /24 (IPv4) or /48 (IPv6), e.g. `203.0.113.0/24`; empty when unknown. */
  network: Type.String({ maxLength: 64 }),
});
export type SessionInfo = Static<typeof SessionInfo>;

export const accountSchemas = {
  getSession: {
    response: Strict({
      account: Type.Union([Account, Type.Null()]),
      /** Signed in with the first factor; the second (`secondFactorVerify`) is still to give. */
      secondFactorPending: Type.Boolean(),
    }),
  },
  logout: { response: Ok },
  updateAccount: { body: Strict({ displayName: DisplayName }), response: SignedIn },
  unlinkIdentity: { params: IdParams, response: SignedIn },
  listSessions: { response: Strict({ sessions: Type.Array(SessionInfo) }) },
  revokeSession: { params: IdParams, response: Ok },
  /** How many sessions were ended. */
  revokeOtherSessions: { response: Strict({ ended: Type.Integer({ minimum: 0, maximum: 2_147_483_647 }) }) },
} satisfies SchemasFor<typeof accountRoutes>;

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

/** An ISO 3166-1 alpha-2 country code in capitals (the server refuses codes that name no country: unknown_country). */
export const CountryCode = Type.String({ minLength: 2, maxLength: 2, pattern: '^[A-Z]{2}$', description: 'An ISO 3166-1 alpha-2 country code, e.g. ES.' });
export type CountryCode = Static<typeof CountryCode>;

export const MyCountry = Strict({
  /** The player's country; null until they choose one. */
  country: Type.Union([CountryCode, Type.Null()]),
  /** Every code the player may choose, in alphabetical order (the site names them in its language). */
  countries: Type.Array(CountryCode, { maxItems: 300 }),
});
export type MyCountry = Static<typeof MyCountry>;

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
  getMyCountry: { response: MyCountry },
  setMyCountry: { body: Strict({ country: Type.Union([CountryCode, Type.Null()]) }), response: MyCountry },
  /** How many sessions were ended. */
  revokeOtherSessions: { response: Strict({ ended: Type.Integer({ minimum: 0, maximum: 2_147_483_647 }) }) },
} satisfies SchemasFor<typeof accountRoutes>;

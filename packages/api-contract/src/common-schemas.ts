import { Type, type TObject, type TProperties, type Static } from 'typebox';
import { noNulPattern, shownLinePattern } from './text-bounds.ts';

/** An object that refuses unknown fields: a typo in a request is a 400 naming the field. */
export const Strict = <Properties extends TProperties>(properties: Properties, description?: string): TObject<Properties> =>
  Type.Object(properties, { additionalProperties: false, ...(description ? { description } : {}) });

/** Years 1000 to 9999: PostgreSQL has no year 0000, and the first hours of year 1 in UTC are a BC date PGlite cannot read back. */
export const Timestamp = Type.String({ format: 'date-time', pattern: '^[1-9]', maxLength: 35, description: 'ISO 8601 date-time, UTC; years 1000 to 9999.' });
/** A UTC day, years 1000 to 9999 like `Timestamp`. */
export const Day = Type.String({ format: 'date', pattern: '^[1-9]', minLength: 10, maxLength: 10, description: 'A UTC day (YYYY-MM-DD), years 1000 to 9999.' });
export const Id = Type.String({ format: 'uuid', maxLength: 36 });

export const ErrorBody = Strict(
  {
    error: Strict({
      code: Type.String({ description: 'Stable code the site translates (see errorCodes).' }),
      message: Type.String({ description: 'English text for developers and logs.' }),
      details: Type.Optional(
        Strict({
          field: Type.Optional(Type.String({ description: 'The request field that is wrong, e.g. body.email.' })),
          retryAfterSeconds: Type.Optional(Type.Integer({ minimum: 0 })),
        }),
      ),
    }),
  },
  'The one error shape of every endpoint.',
);
export type ErrorBody = Static<typeof ErrorBody>;

export const Ok = Strict({ ok: Type.Literal(true) });

export const Role = Type.Union([Type.Literal('player'), Type.Literal('moderator'), Type.Literal('admin')]);

export const IdentityKind = Type.Union([
  Type.Literal('wallet'),
  Type.Literal('email'),
  Type.Literal('telegram'),
  Type.Literal('google'),
  Type.Literal('apple'),
  Type.Literal('passkey'),
  Type.Literal('ton'),
]);
export type IdentityKind = Static<typeof IdentityKind>;

export const Identity = Strict({
  id: Id,
  kind: IdentityKind,
  /** What the person recognises: the address, the e-mail, the Telegram @name, the provider's e-mail, the passkey's name, the TON wallet's address. */
  label: Type.String(),
  verified: Type.Boolean(),
  createdAt: Timestamp,
});
export type Identity = Static<typeof Identity>;

export const Account = Strict({
  id: Id,
  displayName: Type.String(),
  role: Role,
  createdAt: Timestamp,
  identities: Type.Array(Identity),
});
export type Account = Static<typeof Account>;

/** Answer of every sign-in: the account now signed in (the session is in an HttpOnly cookie). */
export const SignedIn = Strict({ account: Account });

export const Email = Type.String({ format: 'email', minLength: 3, maxLength: 254 });
export const Password = Type.String({ minLength: 1, maxLength: 256, pattern: noNulPattern });
/** The most characters (code points) a display name has. */
export const displayNameMaxLength = 40;
export const DisplayName = Type.String({
  minLength: 1,
  maxLength: displayNameMaxLength,
  pattern: shownLinePattern,
  description: 'One line of 1–40 characters, at least one of them visible; no control characters, direction controls (U+202E, …) or invisible characters (U+200B, …).',
});
/** A single-use token from a link in a message: 43 URL-safe base64 characters (256 bits). */
export const LinkToken = Type.String({ minLength: 20, maxLength: 128, pattern: '^[A-Za-z0-9_-]+$' });
export const IdParams = Strict({ id: Id });

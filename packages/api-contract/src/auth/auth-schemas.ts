import { Type } from 'typebox';
import { DisplayName, Email, LinkToken, Password, SignedIn, Strict, Timestamp } from '../common-schemas.ts';
import type { SchemasFor } from '../endpoint-schemas.ts';
import { jsonIntegerMax } from '../number-bounds.ts';
import { multiLinePattern, oneLinePattern } from '../text-bounds.ts';
import type { authRoutes } from './auth-routes.ts';
import { sitePathMaxLength, sitePathPattern } from './site-path.ts';

const Accepted = Strict({ status: Type.Literal('accepted') });
const Link = Type.Optional(Type.Boolean({ description: 'Add this identity to the signed-in account instead of signing in.' }));
const OidcProvider = Strict({ provider: Type.Union([Type.Literal('google'), Type.Literal('apple')]) });
const Hex = (description: string) => Type.String({ pattern: '^0x[0-9a-fA-F]*$', maxLength: 4096, description });

export const authSchemas = {
  emailRegister: {
    body: Strict({ email: Email, password: Password, displayName: Type.Optional(DisplayName), inviteCode: Type.Optional(Type.String({ maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' })) }),
    response: Accepted,
  },
  emailVerify: { body: Strict({ token: LinkToken }), response: SignedIn },
  emailResend: { body: Strict({ email: Email }), response: Accepted },
  emailLogin: { body: Strict({ email: Email, password: Password }), response: SignedIn },
  emailLink: { body: Strict({ email: Email, password: Password }), response: Accepted },
  passwordForgot: { body: Strict({ email: Email }), response: Accepted },
  passwordReset: { body: Strict({ token: LinkToken, password: Password }), response: SignedIn },
  passwordChange: { body: Strict({ currentPassword: Password, newPassword: Password }), response: SignedIn },

  walletNonce: {
    body: Strict({}),
    response: Strict({
      nonce: Type.String(),
      domain: Type.String({ description: 'The host the message must name.' }),
      uri: Type.String(),
      chainId: Type.Integer(),
      statement: Type.String(),
      issuedAt: Timestamp,
      expirationTime: Timestamp,
    }),
  },
  walletVerify: {
    body: Strict({ message: Type.String({ minLength: 1, maxLength: 4096, pattern: multiLinePattern }), signature: Hex('The personal_sign signature (65 bytes, or longer for a contract wallet).'), link: Link }),
    response: SignedIn,
  },

  telegramMiniApp: { body: Strict({ initData: Type.String({ minLength: 1, maxLength: 8192, pattern: oneLinePattern }), link: Link }), response: SignedIn },
  telegramWidget: {
    body: Strict({
      id: Type.Integer({ minimum: 1, maximum: jsonIntegerMax }),
      // Signed by Telegram as sent, control characters included: the server cleans the names it keeps.
      first_name: Type.Optional(Type.String({ maxLength: 256 })),
      last_name: Type.Optional(Type.String({ maxLength: 256 })),
      username: Type.Optional(Type.String({ maxLength: 64 })),
      photo_url: Type.Optional(Type.String({ maxLength: 2048 })),
      auth_date: Type.Integer({ minimum: 0, maximum: jsonIntegerMax }),
      hash: Type.String({ maxLength: 64, pattern: '^[0-9a-f]{64}$' }),
      link: Link,
    }),
    response: SignedIn,
  },

  oidcStart: {
    params: OidcProvider,
    body: Strict({
      intent: Type.Union([Type.Literal('signin'), Type.Literal('link')]),
      returnTo: Type.Optional(
        Type.String({ maxLength: sitePathMaxLength, pattern: sitePathPattern, description: 'The path of the site to come back to once signed in (site-path.ts; percent-decoded forms are checked too); /profile when absent.' }),
      ),
    }),
    response: Strict({ authorizationUrl: Type.String({ format: 'uri' }) }),
  },
  oidcCallback: {
    params: OidcProvider,
    query: Type.Object({
      code: Type.Optional(Type.String({ maxLength: 2048, pattern: oneLinePattern })),
      state: Type.Optional(Type.String({ maxLength: 256, pattern: oneLinePattern })),
      error: Type.Optional(Type.String({ maxLength: 256, pattern: oneLinePattern })),
    }),
    response: Type.Null({ description: 'A redirect to the start\'s `returnTo` (else /profile), or to the sign-in page with ?error=<code>.' }),
  },
  appleIosSignIn: {
    body: Strict({ identityToken: Type.String({ minLength: 1, maxLength: 8192, pattern: oneLinePattern }), nonce: Type.Optional(Type.String({ maxLength: 256, pattern: oneLinePattern })), displayName: Type.Optional(DisplayName) }),
    response: Strict({ account: SignedIn.properties.account, handoffUrl: Type.String({ description: "The iOS app's URL scheme with a single-use code for its session." }) }),
  },
  appleIosHandoffPreview: { body: Strict({ code: LinkToken }), response: Strict({ displayName: Type.String({ description: 'The display name of the account the code signs in to.' }) }) },
  appleIosHandoff: { body: Strict({ code: LinkToken }), response: SignedIn },
} satisfies SchemasFor<typeof authRoutes>;

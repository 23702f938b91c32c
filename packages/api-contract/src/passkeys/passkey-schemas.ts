import { Type, type Static } from 'typebox';
import { IdParams, SignedIn, Strict, Timestamp, Account } from '../common-schemas.ts';
import type { SchemasFor } from '../endpoint-schemas.ts';
import type { passkeyRoutes } from './passkey-routes.ts';

const Base64Url = (maxLength: number, description?: string) => Type.String({ maxLength, pattern: '^[A-Za-z0-9_-]*$', ...(description ? { description } : {}) });

/** One line with a visible character, no control character (what the player calls a passkey). */
export const PasskeyName = Type.String({ minLength: 1, maxLength: 60, pattern: '^[^\\u0000-\\u001F\\u007F]*[^\\s\\u0000-\\u001F\\u007F][^\\u0000-\\u001F\\u007F]*$' });

const Transport = Type.String({ maxLength: 20, pattern: '^[a-z-]{1,20}$' });
const Transports = Type.Array(Transport, { maxItems: 10 });
const ExtensionResults = Type.Object({}, { additionalProperties: true, description: 'The browser’s extension results (getClientExtensionResults()), read by nothing but the checks.' });
const AuthenticatorAttachment = Type.Union([Type.Literal('platform'), Type.Literal('cross-platform')]);

/** The browser's answer to navigator.credentials.create(), as JSON (base64url fields). */
const RegistrationResponse = Strict({
  id: Base64Url(1400, 'The credential id.'),
  rawId: Base64Url(1400),
  type: Type.Literal('public-key'),
  response: Strict({
    clientDataJSON: Base64Url(8192),
    attestationObject: Base64Url(32768),
    authenticatorData: Type.Optional(Base64Url(32768)),
    transports: Type.Optional(Transports),
    publicKeyAlgorithm: Type.Optional(Type.Integer({ minimum: -65536, maximum: 65535 })),
    publicKey: Type.Optional(Base64Url(8192)),
  }),
  authenticatorAttachment: Type.Optional(AuthenticatorAttachment),
  clientExtensionResults: ExtensionResults,
});

/** The browser's answer to navigator.credentials.get(), as JSON (base64url fields). */
const AuthenticationResponse = Strict({
  id: Base64Url(1400, 'The credential id.'),
  rawId: Base64Url(1400),
  type: Type.Literal('public-key'),
  response: Strict({
    clientDataJSON: Base64Url(8192),
    authenticatorData: Base64Url(8192),
    signature: Base64Url(2048),
    userHandle: Type.Optional(Base64Url(128)),
  }),
  authenticatorAttachment: Type.Optional(AuthenticatorAttachment),
  clientExtensionResults: ExtensionResults,
});

const CredentialDescriptor = Type.Object({ id: Type.String(), type: Type.Literal('public-key'), transports: Type.Optional(Transports) }, { additionalProperties: true });

/** PublicKeyCredentialCreationOptionsJSON (WebAuthn Level 3), for the browser's `create`. */
const CreationOptions = Type.Object(
  {
    challenge: Type.String(),
    rp: Type.Object({ name: Type.String(), id: Type.Optional(Type.String()) }, { additionalProperties: true }),
    user: Type.Object({ id: Type.String(), name: Type.String(), displayName: Type.String() }, { additionalProperties: true }),
    pubKeyCredParams: Type.Array(Type.Object({ type: Type.Literal('public-key'), alg: Type.Integer() }, { additionalProperties: true })),
    timeout: Type.Optional(Type.Integer()),
    excludeCredentials: Type.Optional(Type.Array(CredentialDescriptor)),
  },
  { additionalProperties: true },
);

/** PublicKeyCredentialRequestOptionsJSON, for the browser's `get`. */
const RequestOptions = Type.Object(
  {
    challenge: Type.String(),
    rpId: Type.Optional(Type.String()),
    timeout: Type.Optional(Type.Integer()),
    allowCredentials: Type.Optional(Type.Array(CredentialDescriptor)),
    userVerification: Type.Optional(Type.String()),
  },
  { additionalProperties: true },
);

export const Passkey = Strict({
  /** The identity's id (remove it with `unlinkIdentity`). */
  id: Type.String({ format: 'uuid', maxLength: 36 }),
  name: Type.String(),
  createdAt: Timestamp,
  lastUsedAt: Type.Union([Timestamp, Type.Null()]),
  /** Synced by its provider to the player's other devices (a multi-device credential, backed up). */
  synced: Type.Boolean(),
});
export type Passkey = Static<typeof Passkey>;

export const passkeySchemas = {
  passkeyRegistrationOptions: { body: Strict({}), response: Strict({ options: CreationOptions }) },
  passkeyRegistrationVerify: {
    body: Strict({ response: RegistrationResponse, name: Type.Optional(PasskeyName) }),
    response: Strict({ passkey: Passkey, account: Account }),
  },
  passkeyAuthenticationOptions: { body: Strict({}), response: Strict({ options: RequestOptions }) },
  passkeyAuthenticationVerify: { body: Strict({ response: AuthenticationResponse }), response: SignedIn },
  listPasskeys: { response: Strict({ passkeys: Type.Array(Passkey) }) },
  renamePasskey: { params: IdParams, body: Strict({ name: PasskeyName }), response: Strict({ passkey: Passkey }) },
} satisfies SchemasFor<typeof passkeyRoutes>;

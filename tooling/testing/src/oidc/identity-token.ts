import { SignJWT, type CryptoKey } from 'jose';

export interface SigningKey {
  key: CryptoKey;
  kid: string;
}

export interface IdentityTokenOptions {
  /** The `aud`: the client id the token is for (the iOS app's bundle id for Apple). */
  audience: string;
  subject: string;
  /** Put as given in the `nonce` claim (Apple puts the SHA-256 hex of the app's nonce there). */
  nonce?: string;
  email?: string;
  /** When it was issued; now unless said. */
  issuedAt?: Date;
  /** Lifetime from `issuedAt`; 10 minutes unless said (negative: already expired). */
  expiresInSeconds?: number;
  /** More claims, or replacements for the ones above. */
  claims?: Record<string, unknown>;
}

/** An RS256 ID token signed with the provider's key, verifiable against its JWKS. */
export async function signIdentityToken(signingKey: SigningKey, issuer: string, options: IdentityTokenOptions): Promise<string> {
  const issuedAt = Math.floor((options.issuedAt ?? new Date()).getTime() / 1000);
  const claims: Record<string, unknown> = {
    ...(options.nonce === undefined ? {} : { nonce: options.nonce }),
    ...(options.email === undefined ? {} : { email: options.email, email_verified: true }),
    ...options.claims,
  };
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'RS256', kid: signingKey.kid, typ: 'JWT' })
    .setIssuer(issuer)
    .setAudience(options.audience)
    .setSubject(options.subject)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + (options.expiresInSeconds ?? 600))
    .sign(signingKey.key);
}

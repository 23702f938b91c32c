import { errors, jwtVerify, type JWTVerifyGetKey } from 'jose';
import { hasControlCharacter } from '../../text/provider-text.ts';
import { OidcError } from './oidc-error.ts';

export interface IdTokenExpectations {
  /** The issuer's keys (from its JWKS). */
  keys: JWTVerifyGetKey;
  issuer: string;
  /** Our client id: a token for another client is refused. */
  audience: string;
  /** The nonce claims to accept; null when the sign-in sent no nonce. */
  nonces: string[] | null;
  now: Date;
}

export interface IdTokenIdentity {
  subject: string;
  email: string | null;
  name: string | null;
}

/** Asymmetric algorithms only: never `none`, never a MAC keyed with something public. */
const algorithms = ['RS256', 'ES256'];
const clockToleranceSeconds = 60;

/**
 * Checks an ID token the way OpenID Connect Core §3.1.3.7 asks: signed by one of the issuer's
 * keys, from that issuer, for our client (and, with several audiences, authorised for us), not
 * expired, and carrying the nonce this sign-in sent. Answers who it proves.
 */
export async function verifyIdToken(idToken: string, expected: IdTokenExpectations): Promise<IdTokenIdentity> {
  let payload;
  try {
    ({ payload } = await jwtVerify(idToken, expected.keys, {
      issuer: expected.issuer,
      audience: expected.audience,
      algorithms,
      currentDate: expected.now,
      clockTolerance: clockToleranceSeconds,
      requiredClaims: ['sub', 'iat', 'exp'],
    }));
  } catch (error) {
    if (error instanceof errors.JWTClaimValidationFailed || error instanceof errors.JWTExpired) {
      throw new OidcError('refused', `the ID token's ${error.claim} claim is not acceptable (${error.reason})`, error.claim);
    }
    if (error instanceof errors.JWKSTimeout || !(error instanceof errors.JOSEError)) {
      throw new OidcError('unreachable', `the provider's keys could not be read (${error instanceof Error ? error.message : String(error)})`);
    }
    throw new OidcError('refused', `the ID token is not validly signed by the provider (${error.code})`);
  }
  if (Array.isArray(payload.aud) && payload.aud.length > 1 && payload.azp !== expected.audience) {
    throw new OidcError('refused', 'the ID token was issued to another client (azp)', 'azp');
  }
  if (expected.nonces !== null && (typeof payload.nonce !== 'string' || !expected.nonces.includes(payload.nonce))) {
    throw new OidcError('refused', "the ID token's nonce is not the one this sign-in sent", 'nonce');
  }
  const subject = payload.sub ?? '';
  if (subject === '' || subject.length > 255 || hasControlCharacter(subject)) throw new OidcError('refused', "the ID token's sub claim is not acceptable", 'sub');
  return {
    subject,
    email: typeof payload.email === 'string' && payload.email !== '' ? payload.email : null,
    name: typeof payload.name === 'string' && payload.name.trim() !== '' ? payload.name.trim() : null,
  };
}

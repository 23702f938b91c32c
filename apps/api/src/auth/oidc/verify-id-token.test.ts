import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT, UnsecuredJWT, type CryptoKey, type JWTPayload } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { OidcError } from './oidc-error.ts';
import { verifyIdToken, type IdTokenExpectations } from './verify-id-token.ts';

const issuer = 'https://issuer.example.test';
const audience = 'our-client';
const now = new Date('2030-01-01T12:00:00Z');
const nowSeconds = Math.floor(now.getTime() / 1000);

let providerKey: CryptoKey;
let strangerKey: CryptoKey;
let expected: IdTokenExpectations;

beforeAll(async () => {
  ({ privateKey: providerKey } = await generateKeyPair('RS256', { extractable: true }));
  ({ privateKey: strangerKey } = await generateKeyPair('RS256'));
  const { kty, n, e } = await exportJWK(providerKey);
  const publicJwk = { kty, n, e, kid: 'k1', alg: 'RS256', use: 'sig' };
  expected = { keys: createLocalJWKSet({ keys: [publicJwk] }), issuer, audience, nonces: ['the-nonce'], now };
});

function idToken(claims: JWTPayload = {}, options: { key?: CryptoKey; kid?: string } = {}): Promise<string> {
  return new SignJWT({ iss: issuer, aud: audience, sub: 'person-1', iat: nowSeconds - 10, exp: nowSeconds + 600, nonce: 'the-nonce', email: 'p@example.test', name: ' Pat ', ...claims })
    .setProtectedHeader({ alg: 'RS256', kid: options.kid ?? 'k1' })
    .sign(options.key ?? providerKey);
}

async function refusal(token: string | Promise<string>, overrides: Partial<IdTokenExpectations> = {}): Promise<OidcError> {
  const error = await verifyIdToken(await token, { ...expected, ...overrides }).then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(OidcError);
  expect((error as OidcError).kind).toBe('refused');
  return error as OidcError;
}

describe('verifyIdToken', () => {
  it('answers the subject, e-mail and name of a valid token', async () => {
    expect(await verifyIdToken(await idToken(), expected)).toEqual({ subject: 'person-1', email: 'p@example.test', name: 'Pat' });
    expect(await verifyIdToken(await idToken({ email: undefined, name: undefined }), expected)).toEqual({ subject: 'person-1', email: null, name: null });
  });

  it('refuses a token whose payload was changed after signing', async () => {
    const [header, , signature] = (await idToken()).split('.');
    const payload = Buffer.from(JSON.stringify({ iss: issuer, aud: audience, sub: 'someone-else', iat: nowSeconds, exp: nowSeconds + 600, nonce: 'the-nonce' })).toString('base64url');
    expect((await refusal(`${header}.${payload}.${signature}`)).message).toMatch(/not validly signed/);
  });

  it('refuses a token signed by another key, under the provider key id or another', async () => {
    await refusal(idToken({}, { key: strangerKey }));
    await refusal(idToken({}, { key: strangerKey, kid: 'k2' }));
  });

  it('refuses an unsigned token and one keyed with a shared secret', async () => {
    const unsecured = new UnsecuredJWT({ iss: issuer, aud: audience, sub: 'person-1', nonce: 'the-nonce' }).setIssuedAt(nowSeconds).setExpirationTime(nowSeconds + 600).encode();
    await refusal(unsecured);
    const secret = new TextEncoder().encode('a secret anybody could have guessed, 32+ bytes long');
    const hmac = await new SignJWT({ iss: issuer, aud: audience, sub: 'person-1', iat: nowSeconds, exp: nowSeconds + 600, nonce: 'the-nonce' }).setProtectedHeader({ alg: 'HS256', kid: 'k1' }).sign(secret);
    await refusal(hmac);
  });

  it('refuses a token for another client, from another issuer, expired, or issued to another party', async () => {
    expect((await refusal(idToken({ aud: 'another-client' }))).claim).toBe('aud');
    expect((await refusal(idToken({ iss: 'https://elsewhere.example.test' }))).claim).toBe('iss');
    expect((await refusal(idToken({ iat: nowSeconds - 3600, exp: nowSeconds - 120 }))).claim).toBe('exp');
    expect((await refusal(idToken({ aud: [audience, 'another-client'], azp: 'another-client' }))).claim).toBe('azp');
    expect(await verifyIdToken(await idToken({ aud: [audience, 'another-client'], azp: audience }), expected)).toMatchObject({ subject: 'person-1' });
  });

  it('refuses a wrong or missing nonce, and checks none when the sign-in sent none', async () => {
    expect((await refusal(idToken({ nonce: 'another-nonce' }))).claim).toBe('nonce');
    expect((await refusal(idToken({ nonce: undefined }))).claim).toBe('nonce');
    expect(await verifyIdToken(await idToken({ nonce: undefined }), { ...expected, nonces: null })).toMatchObject({ subject: 'person-1' });
  });

  it('refuses a token without a subject', async () => {
    await refusal(idToken({ sub: undefined }));
    await refusal(idToken({ sub: '' }));
  });

  it('says the provider is unreachable when its keys cannot be read', async () => {
    const error = await verifyIdToken(await idToken(), {
      ...expected,
      keys: () => Promise.reject(new TypeError('fetch failed')),
    }).catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(OidcError);
    expect((error as OidcError).kind).toBe('unreachable');
  });
});

import { createRemoteJWKSet, type JWTVerifyGetKey } from 'jose';
import { OidcError } from './oidc-error.ts';

/** The parts of an issuer's `.well-known/openid-configuration` the server uses. */
export interface IssuerMetadata {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
  jwks_uri: string;
  token_endpoint_auth_methods_supported?: string[];
}

export interface DiscoveredIssuer {
  metadata: IssuerMetadata;
  /** The issuer's signing keys (its JWKS, fetched when needed and refetched for an unknown key id). */
  keys: JWTVerifyGetKey;
}

export type DiscoverIssuer = (issuer: string) => Promise<DiscoveredIssuer>;

const cacheMilliseconds = 60 * 60 * 1000;
const timeoutMilliseconds = 10_000;
const withoutTrailingSlash = (url: string): string => url.replace(/\/+$/, '');

/**
 * Reads issuers' discovery documents over HTTP and keeps each for an hour, so a sign-in costs no
 * extra round trip; a failed read is forgotten at once and tried again on the next sign-in.
 */
export function createIssuerDiscovery(): DiscoverIssuer {
  const cache = new Map<string, { readAt: number; discovered: Promise<DiscoveredIssuer> }>();
  return (issuer) => {
    const cached = cache.get(issuer);
    if (cached && Date.now() - cached.readAt < cacheMilliseconds) return cached.discovered;
    const entry = { readAt: Date.now(), discovered: discover(issuer) };
    cache.set(issuer, entry);
    entry.discovered.catch(() => {
      if (cache.get(issuer) === entry) cache.delete(issuer);
    });
    return entry.discovered;
  };
}

async function discover(issuer: string): Promise<DiscoveredIssuer> {
  const url = `${withoutTrailingSlash(issuer)}/.well-known/openid-configuration`;
  let document: unknown;
  try {
    const response = await fetch(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(timeoutMilliseconds) });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    document = await response.json();
  } catch (error) {
    throw new OidcError('unreachable', `${url} could not be read (${error instanceof Error ? error.message : String(error)})`);
  }
  const metadata = document as Partial<IssuerMetadata> | null;
  const endpoints = [metadata?.authorization_endpoint, metadata?.token_endpoint, metadata?.jwks_uri];
  if (!metadata || typeof metadata.issuer !== 'string' || !endpoints.every((endpoint) => typeof endpoint === 'string' && URL.canParse(endpoint))) {
    throw new OidcError('unreachable', `${url} is not an OpenID provider configuration`);
  }
  // OpenID Connect Discovery §4.3: the document must name the issuer it was read from.
  if (withoutTrailingSlash(metadata.issuer) !== withoutTrailingSlash(issuer)) {
    throw new OidcError('unreachable', `${url} names another issuer (${metadata.issuer})`);
  }
  const complete = metadata as IssuerMetadata;
  return { metadata: complete, keys: createRemoteJWKSet(new URL(complete.jwks_uri), { timeoutDuration: timeoutMilliseconds }) };
}

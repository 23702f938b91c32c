import { X509Certificate } from 'node:crypto';
import { AsnConvert } from '@peculiar/asn1-schema';
import { Certificate } from '@peculiar/asn1-x509';
import type { ErrorCode } from '@site/api-contract/routes';
import { compactVerify, decodeProtectedHeader } from 'jose';
import { ApiError } from '../errors/api-error.ts';

/** Apple's marker extensions: only certificates Apple issued for App Store data carry them. */
const appStoreLeafOid = '1.2.840.113635.100.6.11.1';
const appleIntermediateOid = '1.2.840.113635.100.6.2.1';

export interface VerifyAppStoreJwsOptions {
  roots: readonly X509Certificate[];
  /** The server's clock: every certificate must be valid then. */
  now: Date;
  /** The request field that holds the JWS, named in the errors. */
  field: string;
}

/**
 * The payload of a JWS the App Store signed (a StoreKit 2 transaction, a server notification),
 * after checking, in order: its header (ES256, an `x5c` chain of leaf, intermediate and root),
 * the intermediate signed by one of the configured roots, the leaf signed by the intermediate,
 * Apple's marker extensions on both (without them any certificate under Apple's root, a
 * developer's for one, could sign purchases), every certificate valid at `now`, and the leaf's key
 * verifying the signature. The `x5c` root itself is not trusted: the configured one is.
 * Any failure is a 400 whose code names it.
 */
export async function verifyAppStoreJws(jws: string, options: VerifyAppStoreJwsOptions): Promise<Record<string, unknown>> {
  const refuse = (code: ErrorCode, message: string): never => {
    throw new ApiError(code, message, { field: options.field });
  };

  let header;
  try {
    header = decodeProtectedHeader(jws);
  } catch {
    return refuse('iap_jws_malformed', 'This is not a signed App Store transaction: its header cannot be read.');
  }
  if (header.alg !== 'ES256') refuse('iap_jws_malformed', `An App Store signature uses ES256, not ${String(header.alg)}.`);
  const chain = header.x5c;
  if (!Array.isArray(chain) || chain.length !== 3 || !chain.every((entry) => typeof entry === 'string' && entry.length < 8192)) {
    return refuse('iap_certificate_invalid', 'The signature must carry its certificate chain (x5c): leaf, intermediate and root.');
  }
  let leaf: X509Certificate;
  let intermediate: X509Certificate;
  try {
    leaf = new X509Certificate(Buffer.from(chain[0] as string, 'base64'));
    intermediate = new X509Certificate(Buffer.from(chain[1] as string, 'base64'));
  } catch {
    return refuse('iap_certificate_invalid', 'A certificate of the signing chain cannot be read.');
  }

  const root = options.roots.find((candidate) => intermediate.checkIssued(candidate) && intermediate.verify(candidate.publicKey));
  if (!root) refuse('iap_unknown_root', 'The signing chain does not lead to a trusted App Store root certificate.');
  if (!intermediate.ca || !(leaf.checkIssued(intermediate) && leaf.verify(intermediate.publicKey))) {
    refuse('iap_certificate_invalid', 'The signing certificate was not issued by the chain\'s intermediate authority.');
  }
  if (!hasExtension(intermediate, appleIntermediateOid) || !hasExtension(leaf, appStoreLeafOid)) {
    refuse('iap_certificate_invalid', 'The signing chain is not one the App Store signs its data with.');
  }

  const now = options.now.getTime();
  for (const [name, certificate] of [['signing', leaf], ['intermediate', intermediate], ['root', root as X509Certificate]] as const) {
    const validFrom = new Date(certificate.validFrom).getTime();
    const validTo = new Date(certificate.validTo).getTime();
    if (!(now <= validTo)) refuse('iap_certificate_expired', `The ${name} certificate expired on ${new Date(validTo).toISOString()}.`);
    if (!(now >= validFrom)) refuse('iap_certificate_not_yet_valid', `The ${name} certificate is valid only from ${new Date(validFrom).toISOString()}.`);
  }

  let payload: Uint8Array;
  try {
    ({ payload } = await compactVerify(jws, leaf.publicKey, { algorithms: ['ES256'] }));
  } catch {
    return refuse('iap_signature_invalid', 'The signature does not match the signing certificate: the data was changed or forged.');
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(new TextDecoder().decode(payload));
  } catch {
    // refused below
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) return refuse('iap_jws_malformed', 'The signed data is not a JSON object.');
  return parsed as Record<string, unknown>;
}

function hasExtension(certificate: X509Certificate, oid: string): boolean {
  try {
    return AsnConvert.parse(certificate.raw, Certificate).tbsCertificate.extensions?.some((extension) => extension.extnID === oid) ?? false;
  } catch {
    return false;
  }
}

import { randomUUID, type KeyObject } from 'node:crypto';
import { CompactSign } from 'jose';
import { appStoreMarkerOids, issueTestCertificate, type TestCertificate } from './test-certificates.ts';

const dayMs = 86_400_000;

/**
 * A stand-in for Apple's App Store signing chain: a root (the server is configured to trust its
 * PEM, as production trusts Apple Root CA G3), an intermediate and a leaf carrying Apple's marker
 * extensions, valid from a day ago for a year.
 */
export interface TestAppStorePki {
  readonly root: TestCertificate;
  readonly intermediate: TestCertificate;
  readonly leaf: TestCertificate;
  /** A JWS of `payload` as the App Store signs it: ES256, the chain in `x5c`, leaf first. */
  sign(payload: object, options?: SignOptions): Promise<string>;
}

export interface SignOptions {
  /** Another chain, leaf first (an expired leaf, a chain to an unknown root…). */
  chain?: readonly TestCertificate[];
  /** Sign with this key instead of the chain's leaf (a forged signature). */
  signingKey?: KeyObject;
}

export function createTestAppStorePki(now: Date = new Date()): TestAppStorePki {
  const notBefore = new Date(now.getTime() - dayMs);
  const notAfter = new Date(now.getTime() + 365 * dayMs);
  const root = issueTestCertificate({ commonName: 'Test App Store Root CA', curve: 'P-384', notBefore, notAfter, ca: true });
  const intermediate = issueTestCertificate({ commonName: 'Test App Store Intermediate CA', issuer: root, curve: 'P-384', notBefore, notAfter, ca: true, markers: [appStoreMarkerOids.intermediate] });
  const leaf = issueTestCertificate({ commonName: 'Test App Store Signing', issuer: intermediate, notBefore, notAfter, ca: false, markers: [appStoreMarkerOids.leaf] });
  return { root, intermediate, leaf, sign: (payload, options = {}) => signAppStoreJws(payload, options.chain ?? [leaf, intermediate, root], options.signingKey) };
}

/** Signs `payload` (ES256) with `signingKey`, or the first certificate's key, putting `chain` in the header. */
export function signAppStoreJws(payload: object, chain: readonly TestCertificate[], signingKey?: KeyObject): Promise<string> {
  const key = signingKey ?? chain[0]?.privateKey;
  if (!key) throw new Error('signAppStoreJws needs a chain or a key');
  return new CompactSign(new TextEncoder().encode(JSON.stringify(payload)))
    .setProtectedHeader({ alg: 'ES256', x5c: chain.map((certificate) => certificate.der.toString('base64')) })
    .sign(key);
}

export interface TestTransactionOptions {
  bundleId: string;
  productId: string;
  transactionId?: string;
  quantity?: number;
  environment?: 'Production' | 'Sandbox';
  /** The UUID the app set at purchase (StoreKit's appAccountToken). */
  appAccountToken?: string;
  purchaseDate?: Date;
  /** Set on a refunded transaction. */
  revocationDate?: Date;
  /** More fields, or replacements. */
  fields?: Record<string, unknown>;
}

/** A StoreKit 2 transaction's payload (JWSTransactionDecodedPayload) for a consumable. */
export function testTransactionPayload(options: TestTransactionOptions): Record<string, unknown> {
  const transactionId = options.transactionId ?? String(2_000_000_000_000_000 + Math.floor(Math.random() * 1e15));
  const purchaseDate = (options.purchaseDate ?? new Date()).getTime();
  return {
    transactionId,
    originalTransactionId: transactionId,
    bundleId: options.bundleId,
    productId: options.productId,
    purchaseDate,
    originalPurchaseDate: purchaseDate,
    quantity: options.quantity ?? 1,
    type: 'Consumable',
    inAppOwnershipType: 'PURCHASED',
    signedDate: Date.now(),
    environment: options.environment ?? 'Production',
    transactionReason: 'PURCHASE',
    storefront: 'USA',
    storefrontId: '143441',
    price: 990,
    currency: 'USD',
    ...(options.appAccountToken === undefined ? {} : { appAccountToken: options.appAccountToken }),
    ...(options.revocationDate === undefined ? {} : { revocationDate: options.revocationDate.getTime(), revocationReason: 0 }),
    ...options.fields,
  };
}

/** An App Store Server Notification V2's payload (responseBodyV2DecodedPayload) around a signed transaction. */
export function testNotificationPayload(options: {
  notificationType: string;
  subtype?: string;
  bundleId: string;
  environment?: 'Production' | 'Sandbox';
  signedTransactionInfo?: string;
}): Record<string, unknown> {
  return {
    notificationType: options.notificationType,
    ...(options.subtype === undefined ? {} : { subtype: options.subtype }),
    notificationUUID: randomUUID(),
    version: '2.0',
    signedDate: Date.now(),
    data: {
      bundleId: options.bundleId,
      environment: options.environment ?? 'Production',
      ...(options.signedTransactionInfo === undefined ? {} : { signedTransactionInfo: options.signedTransactionInfo }),
    },
  };
}

import { X509Certificate } from 'node:crypto';
import type { EnvReader } from './env-reader.ts';
import { settings } from './settings.ts';

/** Apple in-app purchase (src/apple-iap/); null in Config when it is off. */
export interface AppleIapConfig {
  /** The iOS app's bundle id: a transaction of another app is refused. */
  bundleId: string;
  /** Production or Sandbox (TestFlight, Xcode sandbox accounts): a transaction of the other is refused. */
  environment: 'Production' | 'Sandbox';
  /** The roots a signing chain must end at (Apple Root CA G3 in production; tests make their own). */
  roots: readonly X509Certificate[];
  /** Gold coins per unit of each product id. */
  products: ReadonlyMap<string, bigint>;
}

const pemBlock = /-----BEGIN CERTIFICATE-----[\s\S]*?-----END CERTIFICATE-----/g;
const productId = /^[A-Za-z0-9._-]{1,100}$/;

/**
 * APPLE_IAP_BUNDLE_ID, APPLE_IAP_ROOT_CERTIFICATES (PEM, one or more) and APPLE_IAP_PRODUCTS (JSON,
 * product id → gold coins), set together or not at all; APPLE_IAP_ENVIRONMENT (Production).
 * Each problem is added to `read.problems`.
 */
export function readAppleIapConfig(read: EnvReader): AppleIapConfig | null {
  const environment = read.oneOf('APPLE_IAP_ENVIRONMENT', settings.APPLE_IAP_ENVIRONMENT.default, ['Production', 'Sandbox'] as const);
  const group = read.group(['APPLE_IAP_BUNDLE_ID', 'APPLE_IAP_ROOT_CERTIFICATES', 'APPLE_IAP_PRODUCTS'] as const);
  if (!group) return null;
  const problemsBefore = read.problems.length;

  const bundleId = group.APPLE_IAP_BUNDLE_ID;
  if (!/^[A-Za-z0-9.-]{1,155}$/.test(bundleId)) read.problems.push(`APPLE_IAP_BUNDLE_ID: must be a bundle id like com.example.app (got ${JSON.stringify(bundleId)})`);

  // A PEM in one line (`\n` written out) is accepted too: some environments keep no line breaks.
  const pems = group.APPLE_IAP_ROOT_CERTIFICATES.replace(/\\n/g, '\n').match(pemBlock) ?? [];
  const roots: X509Certificate[] = [];
  for (const [index, pem] of pems.entries()) {
    try {
      const root = new X509Certificate(pem);
      if (root.ca) roots.push(root);
      else read.problems.push(`APPLE_IAP_ROOT_CERTIFICATES: certificate ${index + 1} is not a certificate authority`);
    } catch {
      read.problems.push(`APPLE_IAP_ROOT_CERTIFICATES: certificate ${index + 1} is not a readable X.509 certificate`);
    }
  }
  if (pems.length === 0) read.problems.push('APPLE_IAP_ROOT_CERTIFICATES: must hold one or more PEM certificates (-----BEGIN CERTIFICATE-----…)');

  const products = new Map<string, bigint>();
  let parsed: unknown = null;
  try {
    parsed = JSON.parse(group.APPLE_IAP_PRODUCTS);
  } catch {
    // reported below
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed) || Object.keys(parsed).length === 0) {
    read.problems.push(`APPLE_IAP_PRODUCTS: must be a JSON object of product ids to gold coins, like {"coins.100":100} (got ${JSON.stringify(group.APPLE_IAP_PRODUCTS)})`);
  } else {
    for (const [id, coins] of Object.entries(parsed)) {
      if (!productId.test(id) || !Number.isSafeInteger(coins) || (coins as number) < 1) {
        read.problems.push(`APPLE_IAP_PRODUCTS: "${id}" must be a product id with a whole number of gold coins above zero (got ${JSON.stringify(coins)})`);
      } else products.set(id, BigInt(coins as number));
    }
  }
  return read.problems.length > problemsBefore ? null : { bundleId, environment, roots, products };
}

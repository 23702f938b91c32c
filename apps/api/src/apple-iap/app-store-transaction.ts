import { ApiError } from '../errors/api-error.ts';
import type { AppleIapConfig } from '../config/apple-iap-config.ts';

/** The fields of a StoreKit 2 transaction (JWSTransactionDecodedPayload) the site acts on. */
export interface AppStoreTransaction {
  transactionId: string;
  originalTransactionId: string | null;
  bundleId: string;
  productId: string;
  quantity: number;
  environment: string;
  purchasedAt: Date;
  /** Set when Apple refunded or revoked it. */
  revokedAt: Date | null;
  /** The UUID the app set at purchase: the site's account id when the app sets it. */
  appAccountToken: string | null;
}

const transactionIdPattern = /^[0-9A-Za-z._-]{1,64}$/;

/**
 * Reads a verified transaction payload and checks it is for this app and this environment:
 * a payload without the fields is 400 `iap_jws_malformed`, another app's 400 `iap_wrong_app`,
 * the other environment's (a sandbox purchase on the production server) 400 `iap_wrong_environment`.
 */
export function readAppStoreTransaction(payload: Record<string, unknown>, config: AppleIapConfig, field: string): AppStoreTransaction {
  const malformed = (what: string): never => {
    throw new ApiError('iap_jws_malformed', `The signed transaction has no valid ${what}.`, { field });
  };
  const text = (name: string, pattern = /^.{1,200}$/): string => {
    const value = payload[name];
    return typeof value === 'string' && pattern.test(value) ? value : malformed(name);
  };
  const time = (name: string): Date | null => {
    const value = payload[name];
    if (value === undefined || value === null) return null;
    return typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? new Date(value) : malformed(name);
  };

  const transaction: AppStoreTransaction = {
    transactionId: text('transactionId', transactionIdPattern),
    originalTransactionId: payload.originalTransactionId === undefined ? null : text('originalTransactionId', transactionIdPattern),
    bundleId: text('bundleId'),
    productId: text('productId'),
    quantity: payload.quantity === undefined ? 1 : Number.isSafeInteger(payload.quantity) && (payload.quantity as number) >= 1 && (payload.quantity as number) <= 1000 ? (payload.quantity as number) : malformed('quantity'),
    environment: text('environment'),
    purchasedAt: time('purchaseDate') ?? malformed('purchaseDate'),
    revokedAt: time('revocationDate'),
    appAccountToken: payload.appAccountToken === undefined ? null : text('appAccountToken', /^[0-9a-fA-F-]{36}$/).toLowerCase(),
  };
  if (transaction.bundleId !== config.bundleId) {
    throw new ApiError('iap_wrong_app', `This transaction is for the app ${transaction.bundleId}, not ${config.bundleId}.`, { field });
  }
  checkEnvironment(transaction.environment, config, field);
  return transaction;
}

/** A purchase of the App Store's other environment is refused (400 `iap_wrong_environment`). */
export function checkEnvironment(environment: unknown, config: AppleIapConfig, field: string): void {
  if (environment !== config.environment) {
    throw new ApiError('iap_wrong_environment', `This server takes ${config.environment} App Store data, not ${String(environment)}.`, { field });
  }
}

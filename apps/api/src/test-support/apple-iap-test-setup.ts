import { createTestAppStorePki, testTransactionPayload, type TestAppStorePki, type TestTransactionOptions } from '@site/testing/app-store';

/** The app and products the API tests configure (tests only). */
export const testIapApp = { bundleId: 'com.example.coregames.test', products: { 'coins.100': 100, 'coins.550': 550 } } as const;

/** The server's environment for Apple in-app purchase, trusting `pki`'s root. */
export function appleIapEnv(pki: TestAppStorePki): Record<string, string> {
  return { APPLE_IAP_BUNDLE_ID: testIapApp.bundleId, APPLE_IAP_ROOT_CERTIFICATES: pki.root.pem, APPLE_IAP_PRODUCTS: JSON.stringify(testIapApp.products) };
}

/** A transaction of the test app for `coins.100`, unless `options` say otherwise. */
export function purchase(options: Partial<TestTransactionOptions> = {}): Record<string, unknown> {
  return testTransactionPayload({ bundleId: testIapApp.bundleId, productId: 'coins.100', ...options });
}

export { createTestAppStorePki };

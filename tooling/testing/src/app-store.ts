// Node only: a stand-in for the App Store's signing chain, to sign StoreKit 2 transactions and
// App Store Server Notifications in server and end-to-end tests.
export { createTestAppStorePki, signAppStoreJws, testNotificationPayload, testTransactionPayload } from './app-store/test-app-store.ts';
export type { SignOptions, TestAppStorePki, TestTransactionOptions } from './app-store/test-app-store.ts';
export { appStoreMarkerOids, issueTestCertificate } from './app-store/test-certificates.ts';
export type { IssueTestCertificateOptions, TestCertificate, TestCurve } from './app-store/test-certificates.ts';

import { describe, expect, it } from 'vitest';
import { createTestAppStorePki, issueTestCertificate } from '@site/testing/app-store';
import { loadConfig } from './load-config.ts';
import { configProblems } from '../test-support/config-problems.ts';

const pki = createTestAppStorePki();
const valid = { APPLE_IAP_BUNDLE_ID: 'com.example.app', APPLE_IAP_ROOT_CERTIFICATES: pki.root.pem, APPLE_IAP_PRODUCTS: '{"coins.100":100}' };

describe('Apple in-app purchase configuration', () => {
  it('is off unless set, and reads the app, the roots and the products when set', () => {
    expect(loadConfig({}).appleIap).toBeNull();
    const config = loadConfig({ ...valid, APPLE_IAP_ENVIRONMENT: 'Sandbox' }).appleIap;
    expect(config?.bundleId).toBe('com.example.app');
    expect(config?.environment).toBe('Sandbox');
    expect(config?.roots.map((root) => root.fingerprint256)).toEqual([pki.root.x509.fingerprint256]);
    expect(config?.products).toEqual(new Map([['coins.100', 100n]]));
  });

  it('takes a PEM written on one line with \\n', () => {
    expect(loadConfig({ ...valid, APPLE_IAP_ROOT_CERTIFICATES: pki.root.pem.replace(/\n/g, '\\n') }).appleIap?.roots).toHaveLength(1);
  });

  it('names each bad variable', () => {
    expect(configProblems({ APPLE_IAP_BUNDLE_ID: 'com.example.app' })).toEqual([expect.stringMatching(/^APPLE_IAP_ROOT_CERTIFICATES, APPLE_IAP_PRODUCTS: must be set together/)]);
    expect(configProblems({ ...valid, APPLE_IAP_ROOT_CERTIFICATES: 'not a certificate' })).toEqual([expect.stringMatching(/^APPLE_IAP_ROOT_CERTIFICATES: must hold one or more PEM/)]);
    const leafOnly = issueTestCertificate({ commonName: 'not a CA', notBefore: new Date(), notAfter: new Date(Date.now() + 86_400_000), ca: false });
    expect(configProblems({ ...valid, APPLE_IAP_ROOT_CERTIFICATES: leafOnly.pem })).toEqual(['APPLE_IAP_ROOT_CERTIFICATES: certificate 1 is not a certificate authority']);
    expect(configProblems({ ...valid, APPLE_IAP_PRODUCTS: '[1]' })).toEqual([expect.stringMatching(/^APPLE_IAP_PRODUCTS: must be a JSON object/)]);
    expect(configProblems({ ...valid, APPLE_IAP_PRODUCTS: '{"coins.100":0}' })).toEqual([expect.stringMatching(/^APPLE_IAP_PRODUCTS: "coins.100" must be a product id with a whole number/)]);
    expect(configProblems({ ...valid, APPLE_IAP_ENVIRONMENT: 'Xcode' })).toEqual([expect.stringMatching(/^APPLE_IAP_ENVIRONMENT: must be one of Production, Sandbox/)]);
  });
});

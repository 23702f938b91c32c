import { describe, expectTypeOf, it } from 'vitest';
import type { AccountSelectionOutcome, WalletConnector, WalletCoreError } from './index.ts';

type Outcome<Status extends AccountSelectionOutcome['status']> = Extract<AccountSelectionOutcome, { status: Status }>;

describe('AccountSelectionOutcome', () => {
  it('carries an error exactly when the wallet did not confirm', () => {
    expectTypeOf<Outcome<'selected'>>().not.toHaveProperty('error');
    expectTypeOf<Outcome<'unsupported'>['error']>().toEqualTypeOf<WalletCoreError>();
    expectTypeOf<Outcome<'rejected'>['error']>().toEqualTypeOf<WalletCoreError>();
    expectTypeOf<Outcome<'failed'>['error']>().toEqualTypeOf<WalletCoreError>();
  });

  it('names the wallet, except when no wallet was connected to ask', () => {
    expectTypeOf<Outcome<'selected'>['label']>().toEqualTypeOf<string>();
    expectTypeOf<Outcome<'unsupported'>['label']>().toEqualTypeOf<string>();
    expectTypeOf<Outcome<'rejected'>['label']>().toEqualTypeOf<string>();
    expectTypeOf<Outcome<'failed'>['label']>().toEqualTypeOf<string | null>();
  });

  it('is what connector.requestAccountSelection resolves with; the label is optional', () => {
    expectTypeOf<WalletConnector['requestAccountSelection']>().returns.resolves.toEqualTypeOf<AccountSelectionOutcome>();
    expectTypeOf<WalletConnector['requestAccountSelection']>().toBeCallableWith();
    expectTypeOf<WalletConnector['requestAccountSelection']>().toBeCallableWith({ label: 'MetaMask' });
  });
});

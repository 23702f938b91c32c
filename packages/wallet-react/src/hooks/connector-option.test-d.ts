import type { Account, WalletConnector } from '@site/wallet-core';
import { describe, expectTypeOf, it } from 'vitest';
import { useConnect } from './use-connect.ts';
import { usePrimaryAccount } from './use-primary-account.ts';
import { useWalletState } from './use-wallet-state.ts';

declare const connector: WalletConnector;
declare const maybeConnector: WalletConnector | null;
const selectAutoconnect = (state: ReturnType<WalletConnector['getState']>) => state.autoconnect;

describe('the hooks’ { connector } option', () => {
  it('useWalletState gives the selected value from the provider or a connector, and may give undefined only with a connector that may be null', () => {
    expectTypeOf(useWalletState(selectAutoconnect)).toEqualTypeOf<'idle' | 'running' | 'done'>();
    expectTypeOf(useWalletState(selectAutoconnect, { connector })).toEqualTypeOf<'idle' | 'running' | 'done'>();
    expectTypeOf(useWalletState(selectAutoconnect, { connector: maybeConnector })).toEqualTypeOf<'idle' | 'running' | 'done' | undefined>();
  });

  it('state hooks take a connector that may be null; action hooks need one', () => {
    expectTypeOf(usePrimaryAccount({ connector: maybeConnector })).toEqualTypeOf<Account | null>();
    expectTypeOf(useConnect).parameter(0).toEqualTypeOf<{ connector?: WalletConnector } | undefined>();
    // @ts-expect-error -- connect needs a connector, not one that may not exist yet
    useConnect({ connector: maybeConnector });
  });
});

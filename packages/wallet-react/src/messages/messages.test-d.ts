import { assertType, describe, expectTypeOf, it } from 'vitest';
import type { MessagePlaceholder, WalletMessages, WalletProviderProps } from '../index.ts';

type ProviderMessages = NonNullable<WalletProviderProps['messages']>;

describe('WalletProvider messages', () => {
  it('takes any subset of the message keys', () => {
    assertType<ProviderMessages>({});
    assertType<ProviderMessages>({ selectTitle: 'Choisir un portefeuille', connectingTitle: 'Connexion à {wallet}' });
    expectTypeOf<WalletMessages>().toExtend<ProviderMessages>();
  });

  it('rejects keys that are not messages', () => {
    // @ts-expect-error: not a message key
    assertType<ProviderMessages>({ notAKey: 'x' });
    // @ts-expect-error: a typo of selectTitle beside a real key
    assertType<ProviderMessages>({ close: 'Close', selectTitel: 'x' });
  });

  it('takes only strings', () => {
    // @ts-expect-error: a message is a string
    assertType<ProviderMessages>({ selectTitle: 42 });
  });
});

describe('MessagePlaceholder', () => {
  it('types placeholders from the English defaults', () => {
    expectTypeOf<MessagePlaceholder<'connectingTitle'>>().toEqualTypeOf<'wallet'>();
    expectTypeOf<MessagePlaceholder<'switchChainHint'>>().toEqualTypeOf<'chain'>();
    expectTypeOf<MessagePlaceholder<'close'>>().toEqualTypeOf<never>();
  });
});

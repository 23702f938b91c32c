import { describe, expect, it } from 'vitest';
import { ValidationError } from '../errors/validation-error.ts';
import type { WalletModule } from './types.ts';
import { validateWalletModule } from './validate-wallet-module.ts';

const validModule: WalletModule = {
  label: 'MetaMask',
  getIcon: () => Promise.resolve('<svg xmlns="http://www.w3.org/2000/svg"/>'),
  getInterface: () => Promise.reject(new Error('not used')),
  injectedNamespace: 'ethereum',
  checkProviderIdentity: ({ provider }) => provider !== undefined,
};

describe('validateWalletModule', () => {
  it('returns the module itself when it is valid', () => {
    expect(validateWalletModule(validModule)).toBe(validModule);
  });

  it('accepts the optional fields and extra members', () => {
    const full = {
      ...validModule,
      platforms: ['desktop', 'Chrome'],
      externalUrl: 'https://metamask.io/download/',
      source: 'custom',
      getInterface: (_helpers?: unknown) => Promise.reject(new Error('not used')),
      extra: 1,
    };
    expect(validateWalletModule(full)).toBe(full);
  });

  it('names every missing field', () => {
    const call = () => validateWalletModule({});
    expect(call).toThrow(ValidationError);
    expect(call).toThrow(
      'Invalid wallet module: "label" is required; "getIcon" is required; "getInterface" is required; ' +
        '"injectedNamespace" is required; "checkProviderIdentity" is required',
    );
  });

  it('checks the arity of each function', () => {
    const call = () =>
      validateWalletModule({
        ...validModule,
        getIcon: (_size: number) => Promise.resolve(''),
        getInterface: (_a: unknown, _b: unknown) => Promise.resolve({}),
        checkProviderIdentity: () => true,
      });
    expect(call).toThrow(
      'Invalid wallet module "MetaMask": "getIcon" must have an arity of 0; "getInterface" must have an arity lesser or equal to 1; ' +
        '"checkProviderIdentity" must have an arity of 1',
    );
  });

  it('names bad optional fields with their full path', () => {
    let error: unknown;
    try {
      validateWalletModule({ ...validModule, label: 42, platforms: ['desktop', 7], externalUrl: false, source: 'store' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).issues.map((issue) => issue.path)).toEqual(['label', 'platforms[1]', 'externalUrl', 'source']);
  });

  it('refuses values that are not objects', () => {
    for (const value of [undefined, null, 'MetaMask', 1, []]) {
      expect(() => validateWalletModule(value)).toThrow(ValidationError);
    }
  });

  it('turns a throwing getter into a ValidationError', () => {
    const hostile = Object.defineProperty({ ...validModule }, 'getIcon', {
      enumerable: true,
      get() {
        throw new Error('getter');
      },
    });
    expect(() => validateWalletModule(hostile)).toThrow(ValidationError);
  });
});

import { describe, expect, it } from 'vitest';
import { ValidationError } from '../errors/validation-error.ts';
import { benignIcons } from '../icons/fixtures/benign-icons.ts';
import { hostileIcons } from '../icons/fixtures/hostile-icons.ts';
import { validateAnnouncedProvider } from './validate-announced-provider.ts';

const icon = `data:image/svg+xml;base64,${btoa('<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><rect width="8" height="8"/></svg>')}`;
const provider = { request: () => Promise.resolve('0x45c'), on: () => undefined, isCoreWallet: true };
const info = { uuid: '350670db-19fa-4704-a166-e52e178b59d2', name: 'Core Wallet', icon, rdns: 'org.coredao.wallet' };

function issuePaths(input: unknown): string[] {
  try {
    validateAnnouncedProvider(input);
  } catch (error) {
    if (error instanceof ValidationError) return error.issues.map((issue) => issue.path);
    throw error;
  }
  return [];
}

describe('validateAnnouncedProvider', () => {
  it('returns a new detail with the same info and the wallet’s own provider object', () => {
    const detail = { info, provider };
    const result = validateAnnouncedProvider(detail);
    expect(result).toEqual({ info, provider });
    expect(result).not.toBe(detail);
    expect(result.info).not.toBe(info);
    expect(result.provider).toBe(provider);
  });

  it('requires every info field and the provider', () => {
    expect(issuePaths({})).toEqual(['info', 'provider']);
    expect(issuePaths({ info: {}, provider })).toEqual(['info.uuid', 'info.name', 'info.icon', 'info.rdns']);
    expect(() => validateAnnouncedProvider({ info: { ...info, name: '' }, provider })).toThrow(
      'Invalid EIP-6963 announcement: "info.name" is not allowed to be empty',
    );
  });

  it('cleans the name of control and format characters (bidi overrides), and refuses a name with nothing visible', () => {
    const named = (name: string) => validateAnnouncedProvider({ info: { ...info, name }, provider }).info.name;
    // A right-to-left override would reverse every word shown after the name.
    expect(named('\u202EksaMateM')).toBe('ksaMateM');
    expect(named('\u2067Core\u2069 Wallet\u200F')).toBe('Core Wallet');
    expect(named('  Core\n\tWallet\u0000 ')).toBe('Core Wallet');
    expect(named('محفظة كور')).toBe('محفظة كور');
    // The joiners of emoji sequences and of Persian and Indic names stay.
    expect(named('👩\u200D💻 Wallet')).toBe('👩\u200D💻 Wallet');
    for (const invisible of ['   ', '\u200B', '\u202E', '\u0000\n', '\u00A0\u3000', '\u200D', ' \u200C ']) {
      expect(() => named(invisible)).toThrow('Invalid EIP-6963 announcement: "info.name" is not allowed to be empty');
    }
  });

  it('requires a provider object with a request function', () => {
    expect(issuePaths({ info, provider: 'ethereum' })).toEqual(['provider']);
    expect(issuePaths({ info, provider: { send: () => undefined } })).toEqual(['provider.request']);
  });

  it('refuses an unsafe icon, naming info.icon', () => {
    expect(() => validateAnnouncedProvider({ info: { ...info, icon: '<svg onload="x()"/>' }, provider })).toThrow(
      'Invalid EIP-6963 announcement: "info.icon" is not a safe icon (it could run script)',
    );
    for (const hostile of hostileIcons) {
      expect(issuePaths({ info: { ...info, icon: hostile.icon }, provider })).toEqual(['info.icon']);
    }
    for (const benign of benignIcons) {
      expect(issuePaths({ info: { ...info, icon: benign.icon }, provider })).toEqual([]);
    }
  });

  it('reads each field once, so a getter cannot pass the check and then change', () => {
    let reads = 0;
    const shifty = {
      ...info,
      get icon() {
        reads += 1;
        return reads === 1 ? icon : '<svg onload="x()"/>';
      },
    };
    const result = validateAnnouncedProvider({ info: shifty, provider });
    expect(result.info.icon).toBe(icon);
    expect(reads).toBe(1);
  });

  it('throws only ValidationError on hostile values', () => {
    const trap = new Proxy({}, { get: () => { throw new Error('trap'); }, ownKeys: () => { throw new Error('keys'); } });
    for (const value of [undefined, null, 'x', 1, trap, { info: trap, provider: trap }]) {
      expect(() => validateAnnouncedProvider(value)).toThrow(ValidationError);
    }
  });
});

import { WebAuthnError } from '@simplewebauthn/browser';
import { describe, expect, it } from 'vitest';
import { BrowserPasskeyError, browserPasskeyFailure } from './browser-passkey-failure.ts';

const domException = (name: string): Error => Object.assign(new Error(`${name} from the browser`), { name });
const libraryError = (code: ConstructorParameters<typeof WebAuthnError>[0]['code'], cause: Error): WebAuthnError => new WebAuthnError({ message: cause.message, code, cause });

describe('browserPasskeyFailure', () => {
  it('reads a closed or timed-out prompt as cancelled, as the library passes it through or bare', () => {
    expect(browserPasskeyFailure(libraryError('ERROR_PASSTHROUGH_SEE_CAUSE_PROPERTY', domException('NotAllowedError')))).toBe('cancelled');
    expect(browserPasskeyFailure(domException('NotAllowedError'))).toBe('cancelled');
  });

  it('reads the site’s own abort as aborted (nothing to tell)', () => {
    expect(browserPasskeyFailure(libraryError('ERROR_CEREMONY_ABORTED', domException('AbortError')))).toBe('aborted');
    expect(browserPasskeyFailure(domException('AbortError'))).toBe('aborted');
  });

  it('knows an authenticator that holds a passkey of the account already, and one that cannot make one', () => {
    expect(browserPasskeyFailure(libraryError('ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED', domException('InvalidStateError')))).toBe('already-registered');
    expect(browserPasskeyFailure(libraryError('ERROR_AUTHENTICATOR_MISSING_USER_VERIFICATION_SUPPORT', domException('ConstraintError')))).toBe('unsupported');
    expect(browserPasskeyFailure(domException('NotSupportedError'))).toBe('unsupported');
  });

  it('calls anything else failed', () => {
    expect(browserPasskeyFailure(libraryError('ERROR_INVALID_RP_ID', domException('SecurityError')))).toBe('failed');
    expect(browserPasskeyFailure(new Error('WebAuthn is not supported in this browser'))).toBe('failed');
    expect(browserPasskeyFailure('a string')).toBe('failed');
    expect(new BrowserPasskeyError(domException('NotAllowedError')).failure).toBe('cancelled');
  });
});

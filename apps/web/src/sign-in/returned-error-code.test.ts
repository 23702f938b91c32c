import { describe, expect, it } from 'vitest';
import { returnedErrorCode } from './returned-error-code.ts';

describe('returnedErrorCode', () => {
  it('reads a known code, and nothing when there is none', () => {
    expect(returnedErrorCode(new URLSearchParams('error=identity_taken'))).toBe('identity_taken');
    expect(returnedErrorCode(new URLSearchParams('error=provider_disabled&x=1'))).toBe('provider_disabled');
    expect(returnedErrorCode(new URLSearchParams(''))).toBeNull();
    expect(returnedErrorCode(new URLSearchParams('link=1'))).toBeNull();
  });

  it('turns anything else into the generic OpenID failure', () => {
    expect(returnedErrorCode(new URLSearchParams('error=access_denied'))).toBe('oidc_failed');
    expect(returnedErrorCode(new URLSearchParams('error=<img src=x onerror=alert(1)>'))).toBe('oidc_failed');
    expect(returnedErrorCode(new URLSearchParams('error='))).toBe('oidc_failed');
  });
});

import { ApiError } from '@site/api-contract/client';
import { describe, expect, it } from 'vitest';
import { isMalformedTokenError, isWholeLinkToken, linkTokenProblem } from './link-token.ts';

describe('isWholeLinkToken', () => {
  it("accepts a mailed link's token", () => {
    expect(isWholeLinkToken('oFna3uT0TjF51qB0YUukKe2vcblrhzQUc8SuHwZoWcE')).toBe(true);
  });

  it('refuses a token cut short, broken by a mail program or empty', () => {
    for (const token of ['AAAA', 'oFna3uT0TjF51qB0YUu', 'oFna3uT0TjF51qB0YUukKe2vc=\nblrhzQUc8SuHwZoWcE', 'oFna3uT0TjF51qB0YUukKe2vcblrhzQUc8SuHwZoWcE>', '', 'A'.repeat(129)]) {
      expect(isWholeLinkToken(token), JSON.stringify(token)).toBe(false);
    }
  });
});

describe('isMalformedTokenError', () => {
  it("is the server's 400 about the token alone", () => {
    expect(isMalformedTokenError(new ApiError('body.token is too short.', { status: 400, code: 'validation_failed', field: 'body.token' }))).toBe(true);
    expect(isMalformedTokenError(new ApiError('body.password is too long.', { status: 400, code: 'validation_failed', field: 'body.password' }))).toBe(false);
    expect(isMalformedTokenError(new ApiError('This link is no longer valid.', { status: 400, code: 'link_invalid' }))).toBe(false);
    expect(isMalformedTokenError(new Error('offline'))).toBe(false);
  });
});

describe('linkTokenProblem', () => {
  it("turns the server's refusal of a malformed token into the link's sentence, and leaves other problems", () => {
    const malformed = { error: new ApiError('body.token must NOT have fewer than 20 characters.', { status: 400, code: 'validation_failed', field: 'body.token' }) };
    const used = { error: new ApiError('This link is no longer valid.', { status: 400, code: 'link_invalid' }) };
    expect(linkTokenProblem(malformed)).toEqual({ key: 'emailAuth.linkIncomplete' });
    expect(linkTokenProblem(used)).toBe(used);
    expect(linkTokenProblem(null)).toBeNull();
  });
});

/** A person who can sign in at the local OpenID provider, and the claims it puts in their ID tokens. */
export interface TestOidcUser {
  /** The user id typed in the provider's login form, and the `sub` claim. */
  sub: string;
  email?: string;
  emailVerified?: boolean;
  name?: string;
}

export interface TestUserClaims {
  sub: string;
  email: string;
  email_verified: boolean;
  name: string;
  [claim: string]: unknown;
}

/**
 * The claims of `sub`: those of a configured user, or made up from the id, so a test (or a person
 * trying the site by hand) can sign in as anyone by typing any id.
 */
export function claimsOf(users: ReadonlyMap<string, TestOidcUser>, sub: string): TestUserClaims {
  const user = users.get(sub);
  return {
    sub,
    email: user?.email ?? `${sub}@users.test`,
    email_verified: user?.emailVerified ?? true,
    name: user?.name ?? `Test user ${sub}`,
  };
}

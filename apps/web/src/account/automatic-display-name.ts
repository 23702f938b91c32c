/**
 * Whether `name` is still the one the server gave the account ("Player" and four characters of
 * Crockford's base 32 without I, L, O and U: apps/api/src/accounts/default-display-name.ts), which
 * says nothing to a friend who receives the player's invitation.
 */
export function isAutomaticDisplayName(name: string): boolean {
  return /^Player [0-9A-HJKMNP-TV-Z]{4}$/.test(name);
}

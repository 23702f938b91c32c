/**
 * The name a new account starts with when the way it signed in gave none, as plain data both sides
 * read: "Player" and four characters of Crockford's base 32 without I, L, O and U (no letter looks
 * like a digit or spells a word by chance). The server makes it; the site recognises it, to offer
 * a name of the player's own before their invitation carries it to a friend.
 */
export const automaticDisplayNameAlphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const automaticDisplayNamePattern = /^Player [0-9A-HJKMNP-TV-Z]{4}$/;

/** An automatic name from four picks of `pick(n)`, an integer in [0, n). */
export function automaticDisplayName(pick: (n: number) => number): string {
  return `Player ${Array.from({ length: 4 }, () => automaticDisplayNameAlphabet.charAt(pick(automaticDisplayNameAlphabet.length))).join('')}`;
}

export function isAutomaticDisplayName(name: string): boolean {
  return automaticDisplayNamePattern.test(name);
}

import { displayNameMaxLength, shownLineProblem } from '@site/api-contract';
import { automaticDisplayName } from '@site/api-contract/automatic-display-name';
import { randomInt } from 'node:crypto';

/**
 * The name a new account starts with when the way it signed in gave none: "Player" and four random
 * characters (the contract's `automatic-display-name`, which the site recognises). Other players
 * see it, so it is never made from the e-mail address, the wallet or anything else that
 * identifies the person; they choose their own in /setting.
 */
export function defaultDisplayName(): string {
  return automaticDisplayName((n) => randomInt(n));
}

/**
 * A name a provider suggested (cleaned by `cleanProviderText`), cut to the longest display name,
 * unless it is an e-mail address (some providers send one as the name) or shows nothing (only
 * fillers such as U+3164).
 */
export function acceptableSuggestedName(name: string | undefined): string | null {
  const trimmed = Array.from(name?.trim() ?? '').slice(0, displayNameMaxLength).join('').trim();
  return trimmed === '' || trimmed.includes('@') || shownLineProblem(trimmed) !== null ? null : trimmed;
}

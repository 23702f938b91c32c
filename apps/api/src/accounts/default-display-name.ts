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
 * `name` within the longest display name, in characters (code points, as the contract counts
 * them: an emoji is never split): cut after its last whole word when that keeps at least half of
 * it ("Abdullah bin Abdulaziz al Saud" and a long Arabic name lose their last words, not the
 * middle of one), else where the limit falls.
 */
function withinLongestName(name: string): string {
  const characters = Array.from(name);
  if (characters.length <= displayNameMaxLength) return name;
  const kept = characters.slice(0, displayNameMaxLength);
  const lastSpace = characters[displayNameMaxLength] === ' ' ? displayNameMaxLength : kept.lastIndexOf(' ');
  return (lastSpace >= displayNameMaxLength / 2 ? kept.slice(0, lastSpace) : kept).join('').trim();
}

/**
 * A name a provider suggested (cleaned by `cleanProviderText`), cut to the longest display name,
 * unless it is an e-mail address (some providers send one as the name) or shows nothing (only
 * fillers such as U+3164).
 */
export function acceptableSuggestedName(name: string | undefined): string | null {
  const trimmed = withinLongestName(name?.trim() ?? '');
  return trimmed === '' || trimmed.includes('@') || shownLineProblem(trimmed) !== null ? null : trimmed;
}

import { describe, expect, it } from 'vitest';
import { automaticDisplayName, automaticDisplayNameAlphabet, isAutomaticDisplayName } from './automatic-display-name.ts';

describe('automatic display names', () => {
  it('recognises every name it makes, whichever characters are picked', () => {
    for (let index = 0; index < automaticDisplayNameAlphabet.length; index += 1) {
      const name = automaticDisplayName(() => index);
      expect(isAutomaticDisplayName(name), name).toBe(true);
    }
  });

  it('does not take a chosen name for an automatic one', () => {
    for (const name of ['Player', 'Player ABC', 'Player ABCDE', 'player ABCD', 'Player ABCI', 'Player abcd', 'Ada', ' Player ABCD']) {
      expect(isAutomaticDisplayName(name), name).toBe(false);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { isAutomaticDisplayName } from './automatic-display-name.ts';

describe('isAutomaticDisplayName', () => {
  it("knows the server's automatic names", () => {
    expect(isAutomaticDisplayName('Player 9XBG')).toBe(true);
    expect(isAutomaticDisplayName('Player 0000')).toBe(true);
  });

  it('leaves every chosen name alone', () => {
    for (const name of ['Noor', 'Player', 'Player 9XBGG', 'player 9XBG', 'Player 9XBI', 'Player 9xbg', ' Player 9XBG']) expect(isAutomaticDisplayName(name), name).toBe(false);
  });
});

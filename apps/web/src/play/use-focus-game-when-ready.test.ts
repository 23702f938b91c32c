import { describe, expect, it } from 'vitest';
import { focusAwaitsGame } from './use-focus-game-when-ready.ts';

// Elements stand in as plain objects: the rule compares identities only.
const element = (name: string) => ({ name }) as unknown as Element;

describe('the focus a ready game takes', () => {
  const back = element('back');
  const body = element('body');

  it('from Back, where the stage put it while the game loaded, or from nowhere', () => {
    expect(focusAwaitsGame(back, back, body)).toBe(true);
    expect(focusAwaitsGame(body, back, body)).toBe(true);
    expect(focusAwaitsGame(null, back, body)).toBe(true);
  });

  it('never from where the player moved it (Mute, the result sheet, the game itself)', () => {
    expect(focusAwaitsGame(element('mute'), back, body)).toBe(false);
    expect(focusAwaitsGame(element('iframe'), back, body)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { frameUrl, levelFromSearch } from './level-param.ts';

describe('levelFromSearch', () => {
  it('reads a whole level within the game', () => {
    expect(levelFromSearch('1', 20)).toBe(1);
    expect(levelFromSearch('20', 20)).toBe(20);
  });

  it('ignores anything else', () => {
    for (const value of [null, '', '0', '-1', '21', '2.5', '1e1', ' 3', '03', 'abc', '99999']) expect(levelFromSearch(value, 20), String(value)).toBeNull();
    expect(levelFromSearch('1', null)).toBeNull();
  });
});

describe('frameUrl', () => {
  it('passes the level on to the game', () => {
    expect(frameUrl('/play/levels/1/', 4)).toBe('/play/levels/1/?level=4');
    expect(frameUrl('/play/levels/1/', null)).toBe('/play/levels/1/');
  });
});

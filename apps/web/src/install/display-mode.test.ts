import { describe, expect, it } from 'vitest';
import { isRunningAsApp } from './display-mode.ts';

const matching = (modes: string[]) => (query: string) => ({ matches: modes.some((mode) => query === `(display-mode: ${mode})`) });

describe('isRunningAsApp', () => {
  it('is true in an app display mode or as an iOS home-screen app', () => {
    expect(isRunningAsApp({ matchMedia: matching(['standalone']), navigator: {} })).toBe(true);
    expect(isRunningAsApp({ matchMedia: matching(['window-controls-overlay']), navigator: {} })).toBe(true);
    expect(isRunningAsApp({ matchMedia: matching([]), navigator: { standalone: true } })).toBe(true);
  });

  it('is false in a browser tab, or when nothing can tell', () => {
    expect(isRunningAsApp({ matchMedia: matching(['browser']), navigator: { standalone: false } })).toBe(false);
    expect(isRunningAsApp({ navigator: { standalone: 'yes' } })).toBe(false);
  });
});

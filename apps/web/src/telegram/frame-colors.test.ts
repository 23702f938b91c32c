import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { pageBackground } from './frame-colors.ts';

const css = readFileSync(new URL('../styles/global.css', import.meta.url), 'utf8');

/** `--color-bg` in the rule whose selector names the scheme. */
function cssBackground(scheme: 'dark' | 'light'): string | undefined {
  const rule = new RegExp(`:root\\[data-appearance='${scheme}'\\][^{]*\\{([^}]*)\\}`).exec(css)?.[1];
  return /--color-bg:\s*(#[0-9a-f]{6});/i.exec(rule ?? '')?.[1];
}

describe("Telegram's frame colours", () => {
  it("are the page's own background in each scheme", () => {
    expect(cssBackground('dark')).toBe(pageBackground.dark);
    expect(cssBackground('light')).toBe(pageBackground.light);
  });
});

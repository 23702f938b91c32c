import { describe, expect, it } from 'vitest';
import { PNG_4X4, benignIcons, benignUrls } from './fixtures/benign-icons.ts';
import { hostileIcons } from './fixtures/hostile-icons.ts';
import { isSafeIcon } from './is-safe-icon.ts';
import { toSafeIconSrc } from './to-safe-icon-src.ts';

const SVG_DATA_PREFIX = 'data:image/svg+xml;charset=utf-8,';

describe('toSafeIconSrc', () => {
  it('turns SVG markup into an SVG data URI holding the same markup', () => {
    const markup = '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><rect width="8" height="8" fill="#F0B90B"/></svg>';
    const src = toSafeIconSrc(`  ${markup}\n`);
    expect(src).toBe(`${SVG_DATA_PREFIX}${encodeURIComponent(markup)}`);
  });

  it('adds the SVG and xlink namespaces when the markup lacks them', () => {
    const src = toSafeIconSrc('<svg width="8" height="8"><use xlink:href="#a"/></svg>');
    expect(decodeURIComponent((src ?? '').slice(SVG_DATA_PREFIX.length))).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="8" height="8"><use xlink:href="#a"/></svg>',
    );
  });

  it('passes safe base64 data URIs and https URLs through unchanged', () => {
    expect(toSafeIconSrc(`data:image/png;base64,${PNG_4X4}`)).toBe(`data:image/png;base64,${PNG_4X4}`);
    for (const url of benignUrls) expect(toSafeIconSrc(url)).toBe(url);
  });

  it('re-encodes a URL-encoded SVG data URI so it holds no raw quotes, spaces or #', () => {
    const src = toSafeIconSrc("data:image/svg+xml;charset=utf-8,<svg xmlns='http://www.w3.org/2000/svg'><rect fill='%23fff' width='1' height='1'/></svg>");
    expect(src).toBe(
      'data:image/svg+xml;charset=utf-8,%3Csvg%20xmlns=%27http://www.w3.org/2000/svg%27%3E%3Crect%20fill=%27%23fff%27%20width=%271%27%20height=%271%27/%3E%3C/svg%3E',
    );
    expect(src).not.toMatch(/["'<> #]/);
  });

  it('gives a safe value for every benign icon', () => {
    for (const { icon } of benignIcons) {
      const src = toSafeIconSrc(icon);
      expect(src).toMatch(/^data:image\//);
      expect(isSafeIcon(src ?? '')).toBe(true);
    }
  });

  it('gives undefined for every hostile icon', () => {
    for (const { icon } of hostileIcons) expect(toSafeIconSrc(icon)).toBeUndefined();
  });

  it('gives undefined for markup it cannot encode (lone surrogate)', () => {
    expect(toSafeIconSrc('<svg xmlns="http://www.w3.org/2000/svg"><text>\ud800</text></svg>')).toBeUndefined();
  });
});

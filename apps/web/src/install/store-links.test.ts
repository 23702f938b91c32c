import { getDevice } from '@site/wallet-core';
import { describe, expect, it } from 'vitest';
import { safeStoreUrl, storeLinksFor } from './store-links.ts';

const appStore = 'https://apps.apple.com/app/core-games/id6400000000';
const googlePlay = 'https://play.google.com/store/apps/details?id=org.example.coregames';
const android = getDevice('Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36');
const iphone = getDevice('Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1');
const desktop = getDevice('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36');

describe('storeLinksFor', () => {
  it("puts the visitor's own store first", () => {
    const both = { ios: appStore, android: googlePlay };
    expect(storeLinksFor(both, iphone).map((link) => link.store)).toEqual(['appStore', 'googlePlay']);
    expect(storeLinksFor(both, desktop).map((link) => link.store)).toEqual(['appStore', 'googlePlay']);
    expect(storeLinksFor(both, android)).toEqual([
      { store: 'googlePlay', url: googlePlay },
      { store: 'appStore', url: appStore },
    ]);
  });

  it('leaves out a store with no link, or with a link that is not https', () => {
    expect(storeLinksFor({ ios: null, android: googlePlay }, iphone)).toEqual([{ store: 'googlePlay', url: googlePlay }]);
    expect(storeLinksFor({ ios: 'javascript:alert(1)', android: 'http://play.google.com/' }, desktop)).toEqual([]);
    expect(storeLinksFor({ ios: null, android: null }, desktop)).toEqual([]);
  });
});

describe('safeStoreUrl', () => {
  it('accepts https links only', () => {
    expect(safeStoreUrl(appStore)).toBe(appStore);
    for (const bad of [null, '', 'not a link', 'data:text/html,x', 'https://user:secret@apps.apple.com/']) expect(safeStoreUrl(bad), String(bad)).toBeNull();
  });
});

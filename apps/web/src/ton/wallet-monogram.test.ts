import { describe, expect, it } from 'vitest';
import { monogramLetters, walletMonogramSvg } from './wallet-monogram.ts';

describe("the TON wallets' monograms", () => {
  it('names a wallet by up to two letters: each word’s first, or a one-word name’s capitals', () => {
    expect(monogramLetters('Wallet')).toBe('W');
    expect(monogramLetters('Tonkeeper')).toBe('T');
    expect(monogramLetters('Tonkeeper Pro')).toBe('TP');
    expect(monogramLetters('MyTonWallet')).toBe('MT');
    expect(monogramLetters('DeWallet')).toBe('DW');
    expect(monogramLetters('TON Wallet')).toBe('TW');
    expect(monogramLetters('  ')).toBe('?');
  });

  it('draws nothing of a hostile name but its letters and digits', () => {
    const svg = walletMonogramSvg('<script>alert(1)</script> "/><image href="https://evil.example/x.png"/>', 0);
    expect(svg).not.toMatch(/<script|evil|href|alert/);
    expect(svg.match(/<text[^>]*>([^<]*)<\/text>/)?.[1]).toMatch(/^[A-Z0-9?]{1,2}$/);
    expect(walletMonogramSvg('Ünïcode Ωallet', 3).match(/<text[^>]*>([^<]*)<\/text>/)?.[1]).toMatch(/^[A-Z0-9?]{1,2}$/);
  });

  it('gives neighbours in the list different colours', () => {
    const fill = (index: number) => walletMonogramSvg('Tonkeeper', index).match(/<rect[^>]*fill="([^"]+)"/)?.[1];
    expect(new Set([0, 1, 2, 3, 4, 5, 6].map(fill)).size).toBe(7);
    expect(fill(-1)).toMatch(/^#[0-9a-f]{6}$/);
  });
});

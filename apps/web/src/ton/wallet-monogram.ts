/**
 * The pictures the mini app's TON wallet list shows, drawn by the site at build time instead of
 * loaded from each wallet's own host (docs/web/behaviour.md#ton-wallets-inside-the-telegram-mini-app-only):
 * a wallet's monogram, and the two marks TON Connect's modal draws (Telegram's badge, TON's mark in
 * its QR code). Nothing of a list entry but the letters A-Z and 0-9 of its name reaches a picture.
 */

/** Tile colours, one per wallet by its place in the list: each keeps white letters at a contrast of 4.5:1 or more. */
const tileColours = ['#1f5fa8', '#0b6e6e', '#6a3fa0', '#a6370f', '#2e6b1f', '#8a2c5a', '#5a5a1a'] as const;

/** Up to two letters that name the wallet: each word's first, or a one-word name's capitals ("MyTonWallet" → "MT"). */
export function monogramLetters(name: string): string {
  const words = name.split(/\s+/).filter((word) => /[A-Za-z0-9]/.test(word));
  const capitals = words.length === 1 ? (words[0]?.match(/[A-Z0-9]/g) ?? []) : [];
  const letters = words.length > 1 || capitals.length < 2 ? words.map((word) => word.match(/[A-Za-z0-9]/)?.[0] ?? '') : capitals;
  const monogram = letters.join('').slice(0, 2).toUpperCase();
  return monogram === '' ? '?' : monogram;
}

/** A rounded tile with the wallet's monogram, in the colour of its place in the list (`index`), as an SVG document. */
export function walletMonogramSvg(name: string, index: number): string {
  const letters = monogramLetters(name);
  const size = letters.length > 1 ? 40 : 52;
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">',
    `<rect width="96" height="96" rx="22" fill="${tileColours[Math.abs(Math.trunc(index)) % tileColours.length] ?? tileColours[0]}"/>`,
    `<text x="48" y="50" dominant-baseline="central" text-anchor="middle" font-family="system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" font-size="${String(size)}" font-weight="700" fill="#ffffff">${letters}</text>`,
    '</svg>',
    '',
  ].join('\n');
}

/** Telegram's badge beside "Wallet in Telegram": a paper plane in a blue disc. */
export const telegramBadgeSvg = [
  '<svg xmlns="http://www.w3.org/2000/svg" width="48" height="48" viewBox="0 0 48 48">',
  '<circle cx="24" cy="24" r="24" fill="#2aabee"/>',
  '<path d="M11 23.5 34.5 14c1-.4 2 .4 1.7 1.5l-4 19c-.2 1-1.4 1.5-2.3.9l-6.3-4.6-3.2 3.1c-.4.4-1.1.2-1.2-.4l-.9-6.1-7.2-2.4c-.9-.3-.9-1.5 0-1.9z" fill="#ffffff"/>',
  '</svg>',
  '',
].join('\n');

/** TON's mark in the middle of TON Connect's QR code: the diamond in a blue disc. */
export const tonMarkSvg = [
  '<svg xmlns="http://www.w3.org/2000/svg" width="48" height="48" viewBox="0 0 48 48">',
  '<circle cx="24" cy="24" r="24" fill="#0098ea"/>',
  '<path d="M15.5 14h17c1.4 0 2.3 1.5 1.6 2.7L25 33.1c-.4.8-1.6.8-2 0l-9.1-16.4c-.7-1.2.2-2.7 1.6-2.7zm7.4 3H17l5.9 11zm2.2 0v11L31 17z" fill="#ffffff"/>',
  '</svg>',
  '',
].join('\n');

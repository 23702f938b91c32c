// Our own wallet icons: a rounded square in the wallet's brand colour with its initials.
// Loaded with a dynamic import only when the wallet list is shown.

/** Label → [background colour, initials]. */
const badges: Readonly<Record<string, readonly [string, string]>> = {
  '1inch Wallet': ['#1B314F', '1i'],
  AlphaWallet: ['#2B3CEB', 'AW'],
  'Apex Wallet': ['#0B1A33', 'AX'],
  AToken: ['#0C6CF2', 'AT'],
  'Bifrost Wallet': ['#E53935', 'BF'],
  'Binance Smart Wallet': ['#F0B90B', 'BN'],
  'Bitget Wallet': ['#00F0FF', 'BG'],
  Bitpie: ['#2D6BF6', 'BP'],
  Bitski: ['#FF5A36', 'BS'],
  BlockWallet: ['#101010', 'BW'],
  'Brave Wallet': ['#FB542B', 'BR'],
  'Coin98 Wallet': ['#D9B432', 'C98'],
  'Coinbase Wallet': ['#0052FF', 'CB'],
  Core: ['#000000', 'C'],
  'DeFi Wallet': ['#103F68', 'DF'],
  'Detected Wallet': ['#6B7280', 'W'],
  Echooo: ['#232323', 'E'],
  Enkrypt: ['#A13BFF', 'EN'],
  Exodus: ['#6B4FF2', 'EX'],
  Fordefi: ['#1C1C1C', 'FD'],
  FoxWallet: ['#F58220', 'FX'],
  Frame: ['#25272C', 'FR'],
  Frontier: ['#CC703C', 'FT'],
  'Huobi Wallet': ['#2A67F6', 'HB'],
  HyperPay: ['#3E5BF2', 'HP'],
  imToken: ['#11C4D1', 'iT'],
  'Infinity Wallet': ['#1A73E8', 'IW'],
  Kayros: ['#6C3CE1', 'KY'],
  Keplr: ['#314FDF', 'K'],
  'Lif3 Wallet': ['#1F1F3D', 'L3'],
  Liquality: ['#9D4DFA', 'LQ'],
  MathWallet: ['#000000', 'M'],
  MeetOne: ['#1F5EFF', 'M1'],
  MetaMask: ['#F6851B', 'MM'],
  MyKey: ['#1F4DD8', 'MK'],
  'OKX Wallet': ['#000000', 'OKX'],
  OneKey: ['#44D62C', '1K'],
  'Opera Wallet': ['#FF1B2D', 'O'],
  OwnBit: ['#1B2C54', 'OB'],
  Phantom: ['#AB9FF2', 'P'],
  'Rabby Wallet': ['#7084FF', 'R'],
  Rainbow: ['#001E59', 'RB'],
  'Ronin Wallet': ['#1273EA', 'RN'],
  Safeheron: ['#10B981', 'SH'],
  SafePal: ['#4A21EF', 'SP'],
  Sequence: ['#6B4EFF', 'SQ'],
  StableWallet: ['#0F9D58', 'ST'],
  'Status Wallet': ['#4360DF', 'S'],
  SubWallet: ['#004BFF', 'SW'],
  Taho: ['#D08E39', 'T'],
  Talisman: ['#D5FF5C', 'TL'],
  'Tokenary Wallet': ['#1D1D1F', 'TK'],
  TokenPocket: ['#2980FE', 'TP'],
  'TP Wallet': ['#2761E7', 'TPW'],
  'Trust Wallet': ['#0500FF', 'TW'],
  'XDEFI Wallet': ['#335DE5', 'XD'],
  Zeal: ['#00FFB3', 'Z'],
  Zerion: ['#2962EF', 'ZR'],
  'Zodiac Pilot': ['#EDE6D6', 'ZP'],
};

/** Labels that have their own badge (every built-in wallet). */
export const badgeLabels: readonly string[] = Object.keys(badges);

/** Dark initials on light backgrounds, white on dark ones. */
function inkFor(background: string): string {
  const [r = 0, g = 0, b = 0] = [1, 3, 5].map((start) => parseInt(background.slice(start, start + 2), 16));
  return 0.299 * r + 0.587 * g + 0.114 * b > 160 ? '#111827' : '#FFFFFF';
}

/** The SVG icon of a catalogue wallet; an unknown label gets a neutral badge. */
export function walletIcon(label: string): string {
  const [background, initials] = badges[label] ?? ['#6B7280', 'W'];
  const fontSize = [0, 20, 16, 13][initials.length] ?? 13;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40" viewBox="0 0 40 40">` +
    `<rect width="40" height="40" rx="10" fill="${background}"/>` +
    `<text x="20" y="20" dy=".35em" text-anchor="middle" font-family="system-ui,Arial,sans-serif" ` +
    `font-size="${fontSize}" font-weight="700" fill="${inkFor(background)}">${initials}</text></svg>`
  );
}

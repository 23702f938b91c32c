import type { Page } from '@playwright/test';

/**
 * Words that name a wallet, a chain, a deposit or another chain's coin (en and es). "Core Games",
 * the site's name, is not the chain.
 */
const walletChainOrDeposit = /\bwallets?\b|\bcarteras?\b|\bbilleteras?\b|blockchain|\bchain\b|\bcadena\b|\bdeposit|\bdep[oó]sit|MetaMask|\bEVM\b|Ethereum|\bcrypto|\bcripto/i;
const coreChain = /\bCORE\b|\bCore\b(?! Games)/;

/** What Telegram's rules allow a mini app to name: TON wallets and Telegram Stars. */
const tonOrStars = /\bTON\b|\bStars\b|\bestrellas\b/;

/**
 * The lines of the page's visible text that name a wallet, a chain or a deposit other than TON and
 * Stars (Telegram's rules for mini apps, docs/web/behaviour.md#inside-telegram). Attribute text a
 * screen reader reads (aria-label) is checked too. Lines inside `skip` (a CSS selector) are not.
 */
export async function walletChainOrDepositLines(page: Page, options: { skip?: string } = {}): Promise<string[]> {
  const lines = await page.evaluate((skip) => {
    const labels = [...document.querySelectorAll('[aria-label]')].filter((element) => element.checkVisibility()).map((element) => element.getAttribute('aria-label') ?? '');
    const skipped = new Set(skip === undefined ? [] : [...document.querySelectorAll<HTMLElement>(skip)].flatMap((element) => element.innerText.split('\n').map((line) => line.trim())));
    return [...document.body.innerText.split('\n'), ...labels].map((line) => line.trim()).filter((line) => line !== '' && !skipped.has(line));
  }, options.skip);
  return lines.filter((line) => (walletChainOrDeposit.test(line) || coreChain.test(line)) && !tonOrStars.test(line));
}

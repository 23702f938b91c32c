import { signInButtonName, userIdLabel } from './login-page.ts';

/** The part of Playwright's `Page` this helper uses (no Playwright import: any version fits). */
export interface PageAtTestProvider {
  getByLabel(text: string): { fill(value: string): Promise<void> };
  getByRole(role: 'button', options: { name: string }): { click(): Promise<void> };
}

/**
 * In a real browser already sent to the local provider's login page (by the site's "Sign in with
 * Google/Apple" button): types the user id into the labelled field and signs in. The provider
 * then sends the browser back to the site's callback; wait for the page the site lands on.
 */
export async function signInAtTestProviderInBrowser(page: PageAtTestProvider, userId: string): Promise<void> {
  await page.getByLabel(userIdLabel).fill(userId);
  await page.getByRole('button', { name: signInButtonName }).click();
}

import type { Page } from '@playwright/test';

/**
 * Serves the Levels page as the server sends it, changed by `edit`: Levels is one page, its script
 * at the end of its `<body>` (apps/levels-game's README, "Build").
 */
export async function editLevelsPage(page: Page, edit: (html: string) => string): Promise<void> {
  await page.route('**/play/levels/1/?*', async (route) => {
    const response = await route.fetch();
    // The body is read decoded: it is sent as it is.
    const headers = Object.fromEntries(Object.entries(response.headers()).filter(([name]) => !['content-encoding', 'content-length'].includes(name)));
    await route.fulfill({ status: response.status(), headers, body: edit(await response.text()) });
  });
}

/** The Levels page without its game's script: it loads, and never says it is ready. */
export const withoutGameScript = (html: string): string => html.replace(/<script>(?:(?!<\/script>)[\s\S])*<\/script>\s*<\/body>/, '</body>');

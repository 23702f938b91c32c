/** What the accessibility checks (axe-core) hold every page and modal to: WCAG 2.x A and AA, and axe's best practices. */
export const axeAllTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * The rules whose answer a colour scheme or theme can change: everything else reads the same
 * document. A screen checked in full in one scheme is checked against these in the others.
 */
export const axeColourRules = ['color-contrast', 'link-in-text-block'];

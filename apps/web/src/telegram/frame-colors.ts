/**
 * The site's page background in each scheme (`--color-bg` in styles/global.css; a test holds the
 * two equal), which Telegram is asked to paint its header, background and bottom bar with, so the
 * page and Telegram's frame around it read as one surface.
 */
export const pageBackground = { dark: '#14161c', light: '#f5f6f8' } as const;

/** Levels, the site's own game (apps/levels-game): its progress is read early with the HTML (api/early-reads.ts), and its save is the one the site reads for a visitor. */
export const levelsGameId = 'levels';

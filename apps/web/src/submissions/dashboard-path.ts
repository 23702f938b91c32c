/** Where /my-games shows a game's dashboard: every version, or one. */
export function dashboardPath(game: string, version: number | null = null): string {
  const params = new URLSearchParams({ dashboard: game });
  if (version !== null) params.set('version', String(version));
  return `/my-games?${params.toString()}`;
}

/** The game (and version) a /my-games URL asks the dashboard of, or null for another view. */
export function dashboardOf(search: string): { game: string; version: string | null } | null {
  const params = new URLSearchParams(search);
  const game = params.get('dashboard');
  const version = params.get('version');
  if (game === null || game === '') return null;
  return { game, version: version !== null && /^[1-9][0-9]{0,8}$/.test(version) ? version : null };
}

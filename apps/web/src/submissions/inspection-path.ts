/** Where /my-games shows one version's inspection report. */
export const inspectionPath = (game: string, version: number): string => `/my-games?${new URLSearchParams({ game, version: String(version) }).toString()}`;

/** The version a /my-games URL asks the report of, or null for the list. */
export function inspectedVersionOf(search: string): { game: string; version: string } | null {
  const params = new URLSearchParams(search);
  const game = params.get('game');
  const version = params.get('version');
  return game !== null && version !== null && /^[1-9][0-9]{0,8}$/.test(version) ? { game, version } : null;
}

// The resolve hook of meta-off-hooks.mjs: the meta layer's entry modules, swapped for no-ops.
const swapped = ['/quests/record-daily-progress.ts', '/leagues/record-league-run.ts', '/achievements/unlock-run-achievements.ts'];

export async function resolve(specifier, context, nextResolve) {
  const resolved = await nextResolve(specifier, context);
  const module = swapped.find((ending) => resolved.url.endsWith(`/src${ending}`));
  if (!module) return resolved;
  return { ...resolved, url: new URL(`.${module.slice(module.lastIndexOf('/'))}`, import.meta.url).href };
}

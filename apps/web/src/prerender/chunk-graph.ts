import type { Rolldown } from 'vite';

/** The build's chunk that holds `module` (a path relative to the app, e.g. `src/app/render-app.tsx`). */
export function chunkHolding(bundle: Rolldown.OutputBundle, module: string): Rolldown.OutputChunk {
  const chunks = Object.values(bundle).filter((output): output is Rolldown.OutputChunk => output.type === 'chunk');
  // A module the chunking groups of vite.config.ts merged with others is in a chunk of another name.
  const chunk = chunks.find((output) => output.facadeModuleId?.endsWith(module)) ?? chunks.find((output) => output.moduleIds.some((id) => id.endsWith(module)));
  if (!chunk) throw new Error(`The build has no chunk for ${module}.`);
  return chunk;
}

/** The files that loading these modules fetches: their chunks, every chunk those import statically, and their stylesheets. */
export function filesLoadedWith(bundle: Rolldown.OutputBundle, modules: readonly string[]): { scripts: string[]; styles: string[] } {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const add = (fileName: string): void => {
    const chunk = bundle[fileName];
    if (scripts.has(fileName) || chunk?.type !== 'chunk') return;
    scripts.add(fileName);
    for (const css of chunk.viteMetadata?.importedCss ?? []) styles.add(css);
    for (const imported of chunk.imports) add(imported);
  };
  for (const module of modules) add(chunkHolding(bundle, module).fileName);
  return { scripts: [...scripts], styles: [...styles] };
}

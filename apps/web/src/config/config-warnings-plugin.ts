import path from 'node:path';
import { runnerImport, type Plugin } from 'vite';
import type { readConfig } from './read-config.ts';

/**
 * Says each problem of the site's `VITE_*` settings in the terminal as `npm start` or a build
 * starts. The page reports them only in the browser's console (main.tsx), where whoever set them
 * rarely looks: a refused value then looked like a setting the site did not pass on.
 */
export function configWarnings(): Plugin {
  return {
    name: 'site:config-warnings',
    async configResolved(config) {
      // Through Vite's module runner (about 0.1 s): the checks import a workspace package's
      // TypeScript, which Node cannot load as the config file is loaded. Off the dev server's
      // dependency cache, as the home page's renderer is (home-shell-plugin.ts).
      const { module } = await runnerImport<{ readConfig: typeof readConfig }>(path.resolve(config.root, 'src/config/read-config.ts'), {
        configFile: false,
        root: config.root,
        logLevel: 'silent',
        cacheDir: path.resolve(config.root, 'node_modules/.vite-config-check'),
        optimizeDeps: { noDiscovery: true, include: [] },
      });
      for (const problem of module.readConfig(config.env).problems) config.logger.warn(`Configuration: ${problem}`);
    },
  };
}

import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Alias } from 'vite';

/**
 * React Router 7's package exports point every condition at its development build (warnings on,
 * its dev-only checks kept: remix-run/react-router#12532, #14102), which a production build then
 * ships. These aliases make `vite build` take its production build instead: `react-router` and
 * `react-router/dom`, the two entries react-router-dom re-exports, both from the one copy
 * react-router-dom depends on, so that the site keeps a single router context.
 */
export function reactRouterProductionAliases(): Alias[] {
  const require = createRequire(import.meta.url);
  const routerDom = dirname(require.resolve('react-router-dom/package.json'));
  const production = join(dirname(require.resolve('react-router/package.json', { paths: [routerDom] })), 'dist', 'production');
  return [
    { find: /^react-router$/, replacement: join(production, 'index.mjs') },
    { find: /^react-router\/dom$/, replacement: join(production, 'dom-export.mjs') },
  ];
}

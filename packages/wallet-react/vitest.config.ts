import type { BrowserCommand } from 'vitest/node';
import { defineConfig } from 'vitest/config';
import { shootArtifacts } from '../../tooling/testing/src/artifacts.ts';
import { browserProject, localChainGlobalSetup, reporters, typeProject, unitProject } from '../../tooling/testing/vitest-projects.ts';

/** Emulates `prefers-reduced-motion` for the page under test (see test/browser-commands.d.ts). */
const emulateReducedMotion: BrowserCommand<['reduce' | 'no-preference']> = async (context, reducedMotion) => {
  if (context.provider.name !== 'playwright') throw new Error('emulateReducedMotion needs the playwright provider');
  await (context as unknown as { page: { emulateMedia(options: object): Promise<void> } }).page.emulateMedia({ reducedMotion });
};

/** Emulates `prefers-color-scheme` for the page under test; null gives the browser's own back. */
const emulateColorScheme: BrowserCommand<['light' | 'dark' | null]> = async (context, colorScheme) => {
  if (context.provider.name !== 'playwright') throw new Error('emulateColorScheme needs the playwright provider');
  await (context as unknown as { page: { emulateMedia(options: object): Promise<void> } }).page.emulateMedia({ colorScheme });
};

const browser = browserProject({ globalSetup: [localChainGlobalSetup] });
browser.test = { ...browser.test, browser: { ...browser.test?.browser, commands: { emulateReducedMotion, emulateColorScheme } } };

export default defineConfig({
  // Tests run against @site/wallet-core's sources (its `source` export condition), not a build.
  resolve: { conditions: ['source', 'module', 'browser', 'development|production'] },
  ssr: { resolve: { conditions: ['source', 'module', 'node', 'development|production'] } },
  test: {
    reporters,
    // The browser tests read it with inject('shootArtifacts'): they cannot see the environment.
    provide: { shootArtifacts },
    projects: [unitProject(), typeProject(), browser],
  },
});

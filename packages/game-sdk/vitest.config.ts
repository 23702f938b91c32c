import { readFrameText } from '../../tooling/testing/src/game-files/read-frame-text.ts';
import { defineConfig } from 'vitest/config';
import { browserProject, reporters, unitProject } from '../../tooling/testing/vitest-projects.ts';

const browser = browserProject({ globalSetup: ['./test/game-server-global-setup.ts'] });
browser.test = { ...browser.test, browser: { ...browser.test?.browser, commands: { readFrameText } } };

export default defineConfig({
  test: { reporters, projects: [unitProject(), browser] },
});

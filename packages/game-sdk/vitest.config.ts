import { readFrameText } from '../../tooling/testing/src/game-files/read-frame-text.ts';
import { defineConfig } from 'vitest/config';
import { browserProject, reporters, unitProject } from '../../tooling/testing/vitest-projects.ts';

const browser = browserProject({ globalSetup: ['./test/game-server-global-setup.ts'] });
// A frame on another origin loads in its own time on a busy machine: polls wait up to 10 s.
browser.test = { ...browser.test, expect: { poll: { timeout: 10_000 } }, browser: { ...browser.test?.browser, commands: { readFrameText } } };

export default defineConfig({
  test: { reporters, projects: [unitProject(), browser] },
});

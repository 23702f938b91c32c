import { defineConfig } from 'vitest/config';
import { reporters, unitProject } from '../../tooling/testing/vitest-projects.ts';

// Unit tests only (pure logic beside the code); the site itself is tested end to end by
// Playwright against the production build (see playwright.config.ts).
export default defineConfig({
  test: {
    reporters,
    projects: [unitProject()],
  },
});

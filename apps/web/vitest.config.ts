import { defineConfig } from 'vitest/config';
import { browserProject, reporters, unitProject } from '../../tooling/testing/vitest-projects.ts';

// Unit tests (pure logic beside the code) and a few hooks' tests in a real browser on React's
// development build (`*.browser.test.tsx`: what only StrictMode's double effects show); the site
// itself is tested end to end by Playwright against the production build (playwright.config.ts).
export default defineConfig({
  test: {
    reporters,
    projects: [unitProject(), browserProject()],
  },
});

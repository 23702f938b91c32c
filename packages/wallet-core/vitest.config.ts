import { defineConfig } from 'vitest/config';
import { browserProject, localChainGlobalSetup, reporters, unitProject } from '../../tooling/testing/vitest-projects.ts';

export default defineConfig({
  test: {
    reporters,
    projects: [unitProject(), browserProject({ globalSetup: [localChainGlobalSetup] })],
  },
});

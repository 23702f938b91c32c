import { defineConfig } from 'vitest/config';
import { browserProject, localChainGlobalSetup, reporters, typeProject, unitProject } from '../../tooling/testing/vitest-projects.ts';

export default defineConfig({
  test: {
    reporters,
    projects: [unitProject(), typeProject(), browserProject({ globalSetup: [localChainGlobalSetup] })],
  },
});

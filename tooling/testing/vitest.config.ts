import { defineConfig } from 'vitest/config';
import { browserProject, localChainGlobalSetup, reporters, unitProject } from './vitest-projects.ts';

export default defineConfig({
  test: {
    reporters,
    // Root level: both projects inherit it, and the setup itself makes sure only one node starts.
    globalSetup: [localChainGlobalSetup],
    projects: [unitProject(), browserProject()],
  },
});

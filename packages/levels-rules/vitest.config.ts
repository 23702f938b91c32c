import { defineConfig } from 'vitest/config';
import { reporters, unitProject } from '../../tooling/testing/vitest-projects.ts';

export default defineConfig({
  test: { reporters, projects: [unitProject()] },
});

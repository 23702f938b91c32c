import { defineConfig } from 'vitest/config';
import { browserProject, localChainGlobalSetup, reporters, typeProject, unitProject } from './vitest-projects.ts';

const browser = browserProject();

export default defineConfig({
  test: {
    reporters,
    // Root level: both projects inherit it, and the setup itself makes sure only one node starts.
    globalSetup: [localChainGlobalSetup],
    projects: [
      unitProject(),
      typeProject(),
      // Two browser files write to the shared chain (forwarding, interop): one file at a time, so
      // one file's evm_revert never undoes the other's transaction. It costs nothing measurable.
      { ...browser, test: { ...browser.test, fileParallelism: false } },
    ],
  },
});

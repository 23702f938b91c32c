import { defineConfig } from 'vitest/config';
import { readFrameFocus } from '../../tooling/testing/src/game-files/read-frame-focus.ts';
import { readFrameText } from '../../tooling/testing/src/game-files/read-frame-text.ts';
import { browserProject, reporters, unitProject } from '../../tooling/testing/vitest-projects.ts';
import { actInFrame, moveAndReadLevelsLayout, readFrameAttribute, readLevelsLayout, setScreen } from './test/levels-frame-commands.ts';

const browser = browserProject({ globalSetup: ['./test/levels-global-setup.ts'] });
// A frame on another origin loads in its own time on a busy machine: polls wait up to 10 s.
// A picture that differs from its baseline is written (actual and diff) under test-results/screenshots/, which git ignores.
// One file at a time: the files set the screen's size, touch and motion for the whole browser page
// (setScreen), so two at once moved each other's boards (CI saw a board not shown, a piece missing).
browser.test = { ...browser.test, fileParallelism: false, attachmentsDir: 'test-results/screenshots', expect: { poll: { timeout: 10_000 } }, browser: { ...browser.test?.browser, commands: { readFrameFocus, readFrameText, readLevelsLayout, moveAndReadLevelsLayout, actInFrame, readFrameAttribute, setScreen } } };

export default defineConfig({
  // The SDK is read from its sources (its `source` export condition), not a build.
  resolve: { conditions: ['source', 'module', 'browser', 'development|production'] },
  test: { reporters, projects: [unitProject(), browser] },
});

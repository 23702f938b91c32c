import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { gameCategories, gameRules, inspectionLimits, submissionLimits } from '@site/api-contract';
import { describe, expect, it } from 'vitest';
import { EnvReader } from '../config/env-reader.ts';
import { readRunConfig } from '../config/run-config.ts';
import { defaultBundleLimits } from '../submissions/check-game-bundle.ts';
import { defaultThumbnailLimits } from '../submissions/check-thumbnail.ts';
import { submittedGameRewardTable } from '../submissions/store-version.ts';
import { gameSdkScriptPath, gameSdkV2ScriptPath } from './game-sdk-script.ts';
import { scriptedRunMs } from '../inspections/scripted-player.ts';
import { playContentSecurityPolicy, playFoldersOf } from './play-headers.ts';

// The game SDK's README tells makers outside this repository the server's rules: each claim is
// checked here against the constant it comes from, so changing a rule fails until the README says so.
const readme = readFileSync(join(dirname(createRequire(import.meta.url).resolve('@site/game-sdk/package.json')), 'README.md'), 'utf8').replace(/\s+/g, ' ');
const count = (value: number): string => value.toLocaleString('en');
const megabytes = (bytes: number): number => bytes / (1024 * 1024);

describe('the game SDK README', () => {
  it('says the default minimum run time and reward caps of runs', () => {
    const runs = readRunConfig(new EnvReader({}));
    expect(readme).toContain(`The minimum run time is ${count(runs.minSeconds)} seconds`);
    expect(readme).toContain(`at most ${count(runs.maxRewardPerRun)} game coins a run`);
    expect(readme).toContain(`and ${count(runs.dailyRewardLimit)} an account a UTC day`);
  });

  it('gives the reward table a submitted game gets', () => {
    const table = Object.entries(submittedGameRewardTable)
      .map(([key, value]) => `${key}: ${typeof value === 'string' ? `'${value}'` : String(value)}`)
      .join(', ');
    expect(readme).toContain(`\`{ ${table} }\``);
    expect(submittedGameRewardTable).toMatchObject({ kind: 'score' });
    if (submittedGameRewardTable.kind !== 'score') return;
    expect(readme).toContain(`\`floor(score / ${submittedGameRewardTable.scorePerCoin})\` game coins, plus ${submittedGameRewardTable.completedCoins} when`);
    expect(readme).toContain(`A score above ${count(submittedGameRewardTable.maxScore)} is refused`);
  });

  it('states the thumbnail, bundle and text rules and every category', () => {
    expect(readme).toContain(`at most ${megabytes(defaultThumbnailLimits.maxBytes)} MB, each side from ${count(defaultThumbnailLimits.minSide)} to ${count(defaultThumbnailLimits.maxSide)} pixels`);
    expect(megabytes(submissionLimits.thumbnailMaxBytes)).toBe(megabytes(defaultThumbnailLimits.maxBytes));
    expect(readme).toContain(`at most ${count(defaultBundleLimits.maxFiles)} files and ${megabytes(defaultBundleLimits.maxUnpackedBytes)} MiB`);
    expect(defaultBundleLimits.maxArchiveBytes).toBe(defaultBundleLimits.maxUnpackedBytes);
    expect(readme).toContain(`a title** (at most ${count(submissionLimits.titleMaxLength)} characters) and a description (at most ${count(submissionLimits.descriptionMaxLength)})`);
    expect(readme).toContain(`one of ${gameCategories.map((category) => `\`${category}\``).join(', ')};`);
  });

  it('lists the game rules as the one module declares them, and the upload and the inspector hold games to them', () => {
    expect(readme).toContain(`what the game loads before \`gameReady\`: at most **${megabytes(gameRules.initialDownloadMaxBytes)} MiB**`);
    expect(readme).toContain(`the whole game: at most **${megabytes(gameRules.gameMaxBytes)} MiB** and **${count(gameRules.gameMaxFiles)} files**`);
    expect(readme).toContain(`interactive (\`gameReady\`) within **${count(gameRules.interactiveMaxMs / 1000)} seconds** on a phone with its CPU **${gameRules.throttledCpuRate}× slower**`);
    expect(readme).toContain(`the JS heap, read after a garbage collection: at most **${megabytes(gameRules.heapMaxBytes)} MiB**`);
    expect(readme).toContain("no request outside the game's own files");
    expect(readme).toContain("the SDK's life-cycle calls present");
    expect(defaultBundleLimits).toEqual({ maxUnpackedBytes: gameRules.gameMaxBytes, maxArchiveBytes: gameRules.gameMaxBytes, maxFiles: gameRules.gameMaxFiles });
    expect([submissionLimits.bundleMaxBytes, submissionLimits.bundleMaxFiles]).toEqual([gameRules.gameMaxBytes, gameRules.gameMaxFiles]);
    expect(inspectionLimits).toMatchObject({ initialDownloadMaxBytes: gameRules.initialDownloadMaxBytes, interactiveMaxMs: gameRules.interactiveMaxMs, throttledCpuRate: gameRules.throttledCpuRate, heapMaxBytes: gameRules.heapMaxBytes });
  });

  it("states the inspection's limits and what its scripted player presses", () => {
    expect(readme).toContain(`no \`gameReady\` (or \`ready\`) within **${count(inspectionLimits.readyTimeoutMs / 1000)} seconds**`);
    expect(readme).toContain(`more than **${megabytes(inspectionLimits.initialDownloadMaxBytes)} MiB** loaded before ready`);
    expect(readme).toContain(`a JS heap over ${megabytes(inspectionLimits.heapMaxBytes)} MiB after a garbage collection`);
    expect(readme).toContain(`not ready within **${count(inspectionLimits.interactiveMaxMs / 1000)} seconds** on the phone with its CPU ${inspectionLimits.throttledCpuRate}× slower`);
    expect(readme).toContain('clicks the centre of the game, presses Space, then Enter');
    // A longer run is not finished by the scripted player, and the README says that this is no fault.
    expect(scriptedRunMs).toBe(3_000);
    expect(readme).toContain('waits up to three seconds for the `finishRun`');
    expect(readme).toContain('A run counts as finished when the game sends `finishRun` within those three seconds of its `startRun`');
    expect(readme).toContain('is no fault: the report lists its run as started but not finished ("not tried"), which neither blocks nor warns');
  });

  it("says what the games' CSP allows (inline scripts, styles and style attributes, WebAssembly) and refuses (eval), and nowhere that inline code is refused", () => {
    const policy = playContentSecurityPolicy([], playFoldersOf('https://games.example', 'game', 1)).split('; ');
    const directive = (name: string): string => policy.find((entry) => entry.startsWith(`${name} `)) ?? '';
    expect(directive('script-src')).toContain("'unsafe-inline'");
    expect(directive('style-src')).toContain("'unsafe-inline'");
    expect(directive('script-src')).toContain("'wasm-unsafe-eval'");
    expect(policy.join('; ')).not.toContain("'unsafe-eval'");
    expect(readme).toContain(
      "Inline `<script>` and `<style>` blocks and `style=\"…\"` attributes are allowed (the CSP's `'unsafe-inline'`), and so is WebAssembly (`'wasm-unsafe-eval'`); `eval`, `new Function` and a string given to `setTimeout` are refused (no `'unsafe-eval'`).",
    );
    expect(readme).not.toMatch(/no inline|an inline script or style/i);
  });

  it('says where the server serves game-sdk.js', () => {
    expect(readme).toContain(`https://<the games' origin>${gameSdkScriptPath}`);
    expect(readme).toContain(`https://<the games' origin>${gameSdkV2ScriptPath}`);
  });
});

import { fileURLToPath } from 'node:url';
import type { ResolvedConfig } from 'vite';
import { describe, expect, it } from 'vitest';
import { configWarnings } from './config-warnings-plugin.ts';

/** Runs the plugin's hook on a config holding `env`, returning what it said in the terminal. */
async function warningsFor(env: Record<string, string>): Promise<string[]> {
  const said: string[] = [];
  const hook = configWarnings().configResolved;
  if (typeof hook !== 'function') throw new Error('configWarnings has no configResolved hook');
  await hook.call({} as never, { root: fileURLToPath(new URL('../..', import.meta.url)), env, logger: { warn: (message: string) => said.push(message) } } as unknown as ResolvedConfig);
  return said;
}

describe('configWarnings', () => {
  it("says in the terminal each VITE_* value the site will not use, and why", async () => {
    expect(await warningsFor({ VITE_TELEGRAM_APP_URL: 'https://t.me/x/y', VITE_CORE_RPC_URL: 'https://rpc.example' })).toEqual([expect.stringMatching(/^Configuration: VITE_TELEGRAM_APP_URL /)]);
  });

  it('says nothing of good or absent settings', async () => {
    expect(await warningsFor({ MODE: 'development' })).toEqual([]);
  });
});

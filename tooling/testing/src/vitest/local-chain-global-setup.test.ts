import type { TestProject } from 'vitest/node';
import { describe, expect, it } from 'vitest';
import { callJsonRpc } from '../chain/call-json-rpc.ts';
import type { LocalChainInfo } from '../chain/types.ts';
import { getLocalChain } from './local-chain.ts';
import setupLocalChain from './local-chain-global-setup.ts';

/** Just the part of a Vitest project the setup uses: it records what was provided. */
function recordingProject(): { project: TestProject; provided: Map<string, unknown> } {
  const provided = new Map<string, unknown>();
  const project = { provide: (key: string, value: unknown) => provided.set(key, value) } as unknown as TestProject;
  return { project, provided };
}

describe('local chain global setup', () => {
  it('provided this run a chain with id 1116 that answers eth_chainId', async () => {
    const chain = getLocalChain();
    expect(chain.chainId).toBe(1116);
    expect(chain.rpcUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(chain.accounts).toHaveLength(10);
    await expect(callJsonRpc(chain.rpcUrl, 'eth_chainId')).resolves.toBe('0x45c');
  });

  it('starts one node for several projects and stops it after the last teardown', async () => {
    const first = recordingProject();
    const second = recordingProject();
    const [teardownFirst, teardownSecond] = await Promise.all([setupLocalChain(first.project), setupLocalChain(second.project)]);
    const chainOfFirst = first.provided.get('localChain') as LocalChainInfo;
    const chainOfSecond = second.provided.get('localChain') as LocalChainInfo;
    expect(chainOfFirst.rpcUrl).toBe(chainOfSecond.rpcUrl);
    expect(chainOfFirst.rpcUrl).not.toBe(getLocalChain().rpcUrl);
    expect(chainOfFirst.accounts).toEqual(getLocalChain().accounts);

    await teardownFirst();
    await expect(callJsonRpc(chainOfFirst.rpcUrl, 'eth_chainId')).resolves.toBe('0x45c');
    await teardownSecond();
    await expect(callJsonRpc(chainOfFirst.rpcUrl, 'eth_chainId')).rejects.toThrow();

    // A later run in the same process starts a fresh node.
    const third = recordingProject();
    const teardownThird = await setupLocalChain(third.project);
    const chainOfThird = third.provided.get('localChain') as LocalChainInfo;
    await expect(callJsonRpc(chainOfThird.rpcUrl, 'eth_chainId')).resolves.toBe('0x45c');
    await teardownThird();
  });
});

import { execFile } from 'node:child_process';
import { createServer } from 'node:net';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callJsonRpc } from '../chain/call-json-rpc.ts';
import type { Hex } from '../chain/types.ts';
import { waitForReceipt } from '../chain/wait-for-receipt.ts';
import { resolveAnvilBinary } from './resolve-anvil-binary.ts';
import { startAnvil, type AnvilInstance } from './start-anvil.ts';

const run = promisify(execFile);
// The bundled script lives in a temp folder, out of reach of this package's node_modules.
const childEnv = (): NodeJS.ProcessEnv => ({ ...process.env, ANVIL_PATH: resolveAnvilBinary() });

function isRunning(pid: number): boolean {
  try {
    // An exited child nobody has reaped yet is a zombie: it still answers kill(pid, 0).
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
}

async function waitUntilGone(pid: number): Promise<void> {
  for (let attempt = 0; attempt < 100 && isRunning(pid); attempt++) await new Promise((resolve) => setTimeout(resolve, 20));
}

describe('startAnvil', () => {
  let anvil: AnvilInstance;
  beforeAll(async () => {
    anvil = await startAnvil();
  });
  afterAll(async () => {
    await anvil.stop();
  });

  it('listens on 127.0.0.1 on a free port and answers eth_chainId 0x45c (1116)', async () => {
    expect(anvil.rpcUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(anvil.rpcUrl).not.toBe('http://127.0.0.1:8545');
    expect(anvil.chainId).toBe(1116);
    await expect(callJsonRpc(anvil.rpcUrl, 'eth_chainId')).resolves.toBe('0x45c');
  });

  it('reports its ten funded accounts, each holding 10000 ether', async () => {
    expect(anvil.accounts).toHaveLength(10);
    expect(new Set(anvil.accounts).size).toBe(10);
    for (const account of anvil.accounts) expect(account).toMatch(/^0x[0-9a-fA-F]{40}$/);
    const balance = await callJsonRpc<Hex>(anvil.rpcUrl, 'eth_getBalance', [anvil.accounts[9], 'latest']);
    expect(BigInt(balance)).toBe(10_000n * 10n ** 18n);
    expect(Object.isFrozen(anvil.accounts)).toBe(true);
  });

  it('snapshot and revert undo a transaction', async () => {
    const [from, to] = anvil.accounts as [Hex, Hex];
    const balanceOf = async (address: Hex) => BigInt(await callJsonRpc<Hex>(anvil.rpcUrl, 'eth_getBalance', [address, 'latest']));
    const before = await balanceOf(to);
    const snapshotId = await anvil.snapshot();
    expect(snapshotId).toMatch(/^0x[0-9a-f]+$/);
    const hash = await callJsonRpc<Hex>(anvil.rpcUrl, 'eth_sendTransaction', [{ from, to, value: '0xde0b6b3a7640000' }]);
    await expect(waitForReceipt(anvil.rpcUrl, hash)).resolves.toMatchObject({ transactionHash: hash, status: '0x1' });
    expect(await balanceOf(to)).toBe(before + 10n ** 18n);
    await anvil.revert(snapshotId);
    expect(await balanceOf(to)).toBe(before);
    await expect(anvil.revert(snapshotId)).rejects.toThrow(`evm_revert ${snapshotId} failed: unknown or already used snapshot id`);
  });

  it('keeps the last lines it printed', () => {
    expect(anvil.output()).toContain('Listening on 127.0.0.1:');
  });
});

describe('startAnvil options and failures', () => {
  it('starts a second node beside the first, with its own chain id and account count', async () => {
    const [first, second] = await Promise.all([startAnvil(), startAnvil({ chainId: 31337, accounts: 3, balance: 5 })]);
    try {
      expect(first.rpcUrl).not.toBe(second.rpcUrl);
      await expect(callJsonRpc(second.rpcUrl, 'eth_chainId')).resolves.toBe('0x7a69');
      expect(second.chainId).toBe(31337);
      expect(second.accounts).toHaveLength(3);
      const balance = await callJsonRpc<Hex>(second.rpcUrl, 'eth_getBalance', [second.accounts[0], 'latest']);
      expect(BigInt(balance)).toBe(5n * 10n ** 18n);
    } finally {
      await Promise.all([first.stop(), second.stop()]);
    }
  });

  it('stop() ends the process and closes the port; calling it again is harmless', async () => {
    const anvil = await startAnvil();
    expect(isRunning(anvil.pid)).toBe(true);
    await anvil.stop();
    await anvil.stop();
    expect(isRunning(anvil.pid)).toBe(false);
    await expect(callJsonRpc(anvil.rpcUrl, 'eth_chainId')).rejects.toThrow();
  });

  it('rejects a chain id that is not a positive integer', async () => {
    await expect(startAnvil({ chainId: 0 })).rejects.toThrow('chainId must be a positive integer, got 0');
    await expect(startAnvil({ chainId: 1.5 })).rejects.toThrow('chainId must be a positive integer, got 1.5');
  });

  it('fails with the node output when the port is taken', async () => {
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const address = blocker.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    try {
      await expect(startAnvil({ port })).rejects.toThrow(/anvil exited before listening \(code \d+/);
    } finally {
      blocker.close();
    }
  });

  it('fails clearly when the binary does not exist', async () => {
    await expect(startAnvil({ binaryPath: '/nonexistent/anvil' })).rejects.toThrow('anvil could not be started: spawn /nonexistent/anvil ENOENT');
  });

  it('times out when the binary never listens', async () => {
    await expect(startAnvil({ binaryPath: '/usr/bin/sleep', extraArgs: [], startTimeoutMs: 300 })).rejects.toThrow(
      /anvil (did not listen within 300 ms|exited before listening)/,
    );
  });
});

describe('startAnvil cleanup when the test process ends', () => {
  let workDir: string;
  let script: string;
  beforeAll(async () => {
    workDir = await mkdtemp(join(tmpdir(), 'anvil-exit-'));
    script = join(workDir, 'start.mjs');
    // A real Node process that starts a node and then ends without calling stop().
    await build({
      stdin: {
        contents: `
          import { startAnvil } from ${JSON.stringify(join(import.meta.dirname, 'start-anvil.ts'))};
          const anvil = await startAnvil();
          console.log(anvil.pid);
          if (process.argv[2] === 'signal') { setInterval(() => {}, 1000); process.kill(process.pid, 'SIGTERM'); }
        `,
        resolveDir: import.meta.dirname,
        loader: 'ts',
      },
      bundle: true,
      platform: 'node',
      format: 'esm',
      outfile: script,
      logLevel: 'silent',
    });
  });
  afterAll(async () => {
    await rm(workDir, { recursive: true, force: true });
  });

  it('kills the node when the process exits normally', async () => {
    const { stdout } = await run(process.execPath, [script], { env: childEnv() });
    const pid = Number(stdout.trim());
    expect(pid).toBeGreaterThan(0);
    await waitUntilGone(pid);
    expect(isRunning(pid)).toBe(false);
  });

  it('kills the node when the process is terminated by a signal, and still dies of that signal', async () => {
    const result = await run(process.execPath, [script, 'signal'], { env: childEnv() }).then(
      () => ({ signal: null, stdout: '' }),
      (error: unknown) => error as { signal: string | null; stdout: string },
    );
    expect(result.signal).toBe('SIGTERM');
    const pid = Number(result.stdout.trim());
    expect(pid).toBeGreaterThan(0);
    await waitUntilGone(pid);
    expect(isRunning(pid)).toBe(false);
  });
});

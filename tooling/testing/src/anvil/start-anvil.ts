import { spawn, type ChildProcess } from 'node:child_process';
import { callJsonRpc } from '../chain/call-json-rpc.ts';
import { revertChain, snapshotChain } from '../chain/snapshot-chain.ts';
import type { Hex, LocalChainInfo } from '../chain/types.ts';
import { resolveAnvilBinary } from './resolve-anvil-binary.ts';
import { stopOnExit } from './stop-on-exit.ts';

export interface StartAnvilOptions {
  /** Decimal chain id; default 1116 (Core). */
  chainId?: number;
  /** Port on 127.0.0.1; default 0, i.e. a free port chosen by the system. */
  port?: number;
  /** Number of funded dev accounts; default 10. */
  accounts?: number;
  /** Balance of each dev account in ether; default 10000. */
  balance?: number;
  /** Seconds between blocks; default: mine every transaction at once. */
  blockTime?: number;
  /** How long to wait for the node to answer `eth_chainId`; default 15000 ms. */
  startTimeoutMs?: number;
  /** The anvil executable; default `ANVIL_PATH` or the one from `@foundry-rs/anvil`. */
  binaryPath?: string;
  /** More command-line flags, e.g. `['--hardfork', 'prague']`. */
  extraArgs?: readonly string[];
}

export interface AnvilInstance extends LocalChainInfo {
  /** Process id of the node. */
  readonly pid: number;
  /** `evm_snapshot`: returns an id for {@link AnvilInstance.revert}. */
  snapshot(): Promise<Hex>;
  /** `evm_revert` to a snapshot; the id is used up. */
  revert(snapshotId: Hex): Promise<void>;
  /** Stops the node and waits for it to exit. Safe to call more than once. */
  stop(): Promise<void>;
  /** The last lines the node printed, for diagnosing a failing test. */
  output(): string;
}

const outputLimit = 16_000;
const listeningLine = /Listening on 127\.0\.0\.1:(\d+)/;

/**
 * Starts a local anvil node on 127.0.0.1 and resolves once it answers a real `eth_chainId` with
 * the expected id. The node is killed when this process exits, even if `stop()` is never called.
 */
export async function startAnvil(options: StartAnvilOptions = {}): Promise<AnvilInstance> {
  const chainId = options.chainId ?? 1116;
  if (!Number.isSafeInteger(chainId) || chainId <= 0) throw new TypeError(`chainId must be a positive integer, got ${chainId}`);
  const timeoutMs = options.startTimeoutMs ?? 15_000;
  const args = [
    '--host', '127.0.0.1',
    '--port', String(options.port ?? 0),
    '--chain-id', String(chainId),
    '--accounts', String(options.accounts ?? 10),
    '--balance', String(options.balance ?? 10_000),
    ...(options.blockTime === undefined ? [] : ['--block-time', String(options.blockTime)]),
    ...(options.extraArgs ?? []),
  ];

  const child = spawn(options.binaryPath ?? resolveAnvilBinary(), args, { stdio: ['ignore', 'pipe', 'pipe'] });
  const forget = stopOnExit(child);
  let output = '';
  const record = (chunk: Buffer): void => {
    output = (output + chunk.toString('utf8')).slice(-outputLimit);
  };
  child.stdout.on('data', record);
  child.stderr.on('data', record);

  let stopping: Promise<void> | undefined;
  const stop = (): Promise<void> => {
    stopping ??= stopChild(child).finally(forget);
    return stopping;
  };

  try {
    const deadline = Date.now() + timeoutMs;
    const port = await waitForListening(child, () => output, timeoutMs);
    const rpcUrl = `http://127.0.0.1:${port}`;
    await expectChainId(rpcUrl, chainId, deadline);
    const accounts = await callJsonRpc<Hex[]>(rpcUrl, 'eth_accounts');
    // From here on the node must not keep the test process alive; the exit hook still stops it.
    child.unref();
    unrefStream(child.stdout);
    unrefStream(child.stderr);
    return {
      rpcUrl,
      chainId,
      accounts: Object.freeze([...accounts]),
      pid: child.pid ?? -1,
      snapshot: () => snapshotChain(rpcUrl),
      revert: (snapshotId) => revertChain(rpcUrl, snapshotId),
      stop,
      output: () => output,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

function waitForListening(child: ChildProcess, readOutput: () => string, timeoutMs: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const finish = (settle: () => void): void => {
      clearTimeout(timer);
      child.stdout?.off('data', onData);
      child.off('exit', onExit);
      child.off('error', onError);
      settle();
    };
    const onData = (): void => {
      const match = listeningLine.exec(readOutput());
      if (match?.[1]) {
        const port = Number(match[1]);
        finish(() => { resolve(port); });
      }
    };
    const onExit = (code: number | null, signal: NodeJS.Signals | null): void => {
      finish(() => { reject(new Error(`anvil exited before listening (code ${code}, signal ${signal}):\n${readOutput()}`)); });
    };
    const onError = (error: Error): void => {
      finish(() => { reject(new Error(`anvil could not be started: ${error.message}`, { cause: error })); });
    };
    const timer = setTimeout(() => {
      finish(() => { reject(new Error(`anvil did not listen within ${timeoutMs} ms:\n${readOutput()}`)); });
    }, timeoutMs);
    child.stdout?.on('data', onData);
    child.once('exit', onExit);
    child.once('error', onError);
  });
}

async function expectChainId(rpcUrl: string, chainId: number, deadline: number): Promise<void> {
  const expected = `0x${chainId.toString(16)}`;
  for (;;) {
    let answer: string;
    try {
      answer = await callJsonRpc<string>(rpcUrl, 'eth_chainId');
    } catch (error) {
      if (Date.now() > deadline) throw new Error(`anvil at ${rpcUrl} did not answer eth_chainId`, { cause: error });
      await new Promise((resolve) => setTimeout(resolve, 50));
      continue;
    }
    if (answer !== expected) throw new Error(`anvil at ${rpcUrl} answered eth_chainId ${answer}, expected ${expected}`);
    return;
  }
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const forceKill = setTimeout(() => child.kill('SIGKILL'), 3_000);
    child.once('exit', () => {
      clearTimeout(forceKill);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

function unrefStream(stream: unknown): void {
  (stream as { unref?: () => void } | null)?.unref?.();
}

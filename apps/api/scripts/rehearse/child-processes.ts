import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

const outputLimit = 32_000;
const everyChild = new Set<ChildProcess>();

export interface RunAs {
  uid: number;
  gid: number;
}

export interface Started {
  readonly child: ChildProcess;
  readonly running: boolean;
  output(): string;
  /** Resolves once the output holds `pattern` (`count` times); rejects when the process exits first or after `timeoutMs`. */
  waitFor(pattern: RegExp, options?: { count?: number; timeoutMs?: number }): Promise<void>;
  /** Sends `signal` and waits for the exit (SIGKILL after `timeoutMs`). Harmless when it is not running. */
  stop(signal?: NodeJS.Signals, timeoutMs?: number): Promise<void>;
}

/** A child process of the rehearsal, its output kept, killed with the rehearsal whatever happens ({@link killEveryChild}). */
export function startProcess(command: string, args: readonly string[], options: { env?: NodeJS.ProcessEnv; cwd?: string; runAs?: RunAs } = {}): Started {
  const child = spawn(command, args, { cwd: options.cwd, env: options.env ?? process.env, stdio: ['ignore', 'pipe', 'pipe'], ...(options.runAs ?? {}) });
  everyChild.add(child);
  let output = '';
  const record = (chunk: Buffer): void => {
    output = (output + chunk.toString('utf8')).slice(-outputLimit);
  };
  child.stdout.on('data', record);
  child.stderr.on('data', record);
  const exited = new Promise<void>((resolve) => {
    child.once('exit', () => {
      everyChild.delete(child);
      resolve();
    });
    child.once('error', () => {
      everyChild.delete(child);
      resolve();
    });
  });
  const running = (): boolean => child.exitCode === null && child.signalCode === null && child.pid !== undefined;
  return {
    child,
    get running() {
      return running();
    },
    output: () => output,
    async waitFor(pattern, { count = 1, timeoutMs = 120_000 } = {}) {
      const global = new RegExp(pattern.source, pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`);
      const deadline = Date.now() + timeoutMs;
      while ((output.match(global)?.length ?? 0) < count) {
        if (!running()) throw new Error(`${command} exited (${child.exitCode ?? child.signalCode}) before printing ${pattern}:\n${output.slice(-4000)}`);
        if (Date.now() > deadline) throw new Error(`${command} did not print ${pattern} within ${timeoutMs} ms:\n${output.slice(-4000)}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    async stop(signal = 'SIGTERM', timeoutMs = 20_000) {
      if (!running()) return;
      const force = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
      child.kill('SIGCONT');
      child.kill(signal);
      await exited;
      clearTimeout(force);
    },
  };
}

/** Every process still running that the rehearsal started, woken (SIGCONT) and killed: the last word on any exit. */
export function killEveryChild(): void {
  for (const child of everyChild) {
    for (const pid of [child.pid ?? -1, ...descendantsOf(child.pid ?? -1)]) {
      try {
        process.kill(pid, 'SIGCONT');
        process.kill(pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
  }
}

/** The children of `pid` (PostgreSQL's backends, a cluster's workers), read from /proc. */
export function childrenOf(pid: number): number[] {
  const children: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // The command name (in parentheses) may hold spaces: the fields after its closing one are plain.
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (parent === pid) children.push(Number(entry));
    } catch {
      // it exited while we looked
    }
  }
  return children;
}

function descendantsOf(pid: number): number[] {
  if (pid <= 0) return [];
  return childrenOf(pid).flatMap((child) => [child, ...descendantsOf(child)]);
}

/** The system user PostgreSQL runs as when the rehearsal runs as root (it refuses root). */
export function postgresUser(): RunAs | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const [, , uid, gid] = spawnSync('getent', ['passwd', 'postgres'], { encoding: 'utf8' }).stdout.trim().split(':');
  if (!uid || !gid) throw new Error("PostgreSQL refuses to run as root and there is no 'postgres' user (Debian's postgresql package makes one).");
  return { uid: Number(uid), gid: Number(gid) };
}

/** Runs a command to its end; its output, or an error naming it. */
export function runToEnd(command: string, args: readonly string[], options: { env?: NodeJS.ProcessEnv; cwd?: string; runAs?: RunAs } = {}): Promise<string> {
  const started = startProcess(command, args, options);
  return new Promise((resolve, reject) => {
    started.child.once('error', (error) => {
      reject(new Error(`${command} could not be started: ${error.message}`));
    });
    started.child.once('exit', (code) => {
      if (code === 0) resolve(started.output());
      else reject(new Error(`${command} ${args.join(' ')} exited with ${code}:\n${started.output().slice(-4000)}`));
    });
  });
}

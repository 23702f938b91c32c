import type { ChildProcess } from 'node:child_process';

const children = new Set<ChildProcess>();
const signals = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;

function killAll(): void {
  for (const child of children) child.kill('SIGKILL');
  children.clear();
}

function onSignal(signal: NodeJS.Signals): void {
  killAll();
  removeProcessHandlers();
  // Keep the default behaviour (exit) unless someone else handles the signal.
  if (process.listenerCount(signal) === 0) process.kill(process.pid, signal);
}

function removeProcessHandlers(): void {
  process.off('exit', killAll);
  for (const signal of signals) process.off(signal, onSignal);
}

/**
 * Kills `child` when this process exits or is told to stop, so no node outlives the test run.
 * Returns a function that forgets the child (call it once the child has been stopped).
 */
export function stopOnExit(child: ChildProcess): () => void {
  if (children.size === 0) {
    process.on('exit', killAll);
    for (const signal of signals) process.on(signal, onSignal);
  }
  children.add(child);
  return () => {
    children.delete(child);
    if (children.size === 0) removeProcessHandlers();
  };
}

// Node only, no test-runner imports: a server in its own process, for browser tests and benchmarks.
export { freePort, startServerProcess } from './server-process/start-server-process.ts';
export type { ServerProcess, ServerProcessOptions } from './server-process/start-server-process.ts';

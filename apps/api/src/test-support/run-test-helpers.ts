import type { ResponseOf } from '@site/api-contract';
import type { TestClient } from './test-client.ts';
import type { TestServer } from './test-server.ts';

/** Starts a run of `game` and returns its id (tests only); fails the test on any refusal. */
export async function startedRun(client: TestClient, game = 'levels'): Promise<string> {
  const { run } = await client.api.call('startRun', { params: { game } });
  return run.id;
}

/** Finishes a run with `body` (tests only), through the typed client: a refusal rejects with its `ApiError`. */
export function finish(client: TestClient, runId: string, body: { score: number; level?: number; completed: boolean }): Promise<ResponseOf<'finishRun'>> {
  return client.api.call('finishRun', { params: { run: runId }, body });
}

/** Moves the server's clock past the minimum run time. */
export function pastMinimumRunTime(server: TestServer): void {
  server.advanceClock(server.ctx.config.runs.minSeconds * 1000 + 1);
}

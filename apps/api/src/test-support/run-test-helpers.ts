import type { ErrorBody, ResponseOf } from '@site/api-contract';
import type { TestClient, TestResponse } from './test-client.ts';
import type { TestServer } from './test-server.ts';

/** Starts a run of `game` and returns its id (tests only); fails the test on any refusal. */
export async function startedRun(client: TestClient, game = 'levels'): Promise<string> {
  const { run } = await client.api.call('startRun', { params: { game } });
  return run.id;
}

/** A finish's answer as tests read it: the success shape, or the error one. */
export type FinishAnswer = ResponseOf<'finishRun'> & Partial<ErrorBody>;

/** Finishes a run with `body` (tests only); the raw answer, since the tests read refusals too. */
export function finish(client: TestClient, runId: string, body: { score: number; level?: number; completed: boolean }): Promise<TestResponse<FinishAnswer>> {
  return client.call<FinishAnswer>('finishRun', { params: { run: runId }, body });
}

/** Moves the server's clock past the minimum run time. */
export function pastMinimumRunTime(server: TestServer): void {
  server.advanceClock(server.ctx.config.runs.minSeconds * 1000 + 1);
}

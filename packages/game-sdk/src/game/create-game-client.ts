import type { ExitResult, FinishRunInput, FinishRunResult, GameRequest, GameRequestType, GameResults, ReadyResult, StartRunResult } from '../protocol/protocol.ts';
import { checkFinishInput } from './check-finish-input.ts';
import { GameSdkError } from './game-sdk-error.ts';
import { openChannel, type GameClientOptions } from './open-channel.ts';

export type { GameClientOptions } from './open-channel.ts';

export interface GameClient {
  /** Tells the site the game has loaded; resolves once the site has answered. */
  ready(): Promise<ReadyResult>;
  /** Asks the site to start a run (it spends stamina); resolves with the run id. */
  startRun(): Promise<StartRunResult>;
  /**
   * Ends the run `startRun` started; resolves with what it earned. A finish sent before the
   * site's minimum run time is held by the site until then, not refused.
   */
  finishRun(input: FinishRunInput): Promise<FinishRunResult>;
  /** Asks the site to close the game, as its Back button does (`{ closing: false }` if it does not). */
  exit(): Promise<ExitResult>;
  /** The run in progress, or null. */
  readonly runId: string | null;
  /** Stops listening; pending requests reject with code `no_host`. */
  destroy(): void;
}

type RequestFields<T extends GameRequestType> = Omit<Extract<GameRequest, { type: T }>, 'protocol' | 'version' | 'type' | 'id'>;

/**
 * The game side of protocol version 1 (see `openChannel` for how messages travel). A page that
 * is not in a frame has no host: every request rejects at once with code `no_host`, so a game can
 * fall back to playing without rewards.
 */
export function createGameClient(options: GameClientOptions = {}): GameClient {
  const channel = openChannel(options, 1);
  let runId: string | null = null;
  const request = <T extends GameRequestType>(type: T, fields: RequestFields<T>): Promise<GameResults[T]> => channel.request(type, fields);

  return {
    ready: () => request('ready', {}),
    async startRun() {
      const result = await request('startRun', {});
      runId = result.runId;
      return result;
    },
    async finishRun(input) {
      const checked = checkFinishInput(input);
      const current = runId;
      if (current === null) throw new GameSdkError('no_run', 'finishRun needs a run: call startRun first.');
      try {
        const result = await request('finishRun', { runId: current, ...checked });
        if (runId === current) runId = null;
        return result;
      } catch (error) {
        if (error instanceof GameSdkError && error.code === 'no_run' && runId === current) runId = null;
        throw error;
      }
    },
    exit: () => request('exit', {}),
    get runId() {
      return runId;
    },
    destroy() {
      channel.destroy();
    },
  };
}

import type { ExitResult, FinishRunInput, FinishRunResult, ReadyResult, StartRunResult } from '../protocol/protocol.ts';
import { createGameClient, type GameClient } from './create-game-client.ts';

// Created on first use, never at import time (the module stays safe to import anywhere).
let client: GameClient | undefined;
const defaultClient = () => (client ??= createGameClient());

/** Tells the site the game has loaded. */
export const ready = (): Promise<ReadyResult> => defaultClient().ready();
/** Starts a run (the site spends the player's stamina); resolves with `{ runId }`. */
export const startRun = (): Promise<StartRunResult> => defaultClient().startRun();
/** Ends the current run with its score; resolves with what it earned. */
export const finishRun = (input: FinishRunInput): Promise<FinishRunResult> => defaultClient().finishRun(input);
/** Asks the site to close the game, as its Back button does. */
export const exit = (): Promise<ExitResult> => defaultClient().exit();

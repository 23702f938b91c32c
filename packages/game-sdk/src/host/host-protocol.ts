import { readDiagnostic } from '../protocol/diagnostic.ts';
import { validateGameRequest } from '../protocol/validate-game-request.ts';
import { validateGameRequestV2 } from '../protocol/validate-game-request-v2.ts';
import { GAME_PROTOCOL, type FinishRunResult, type GameErrorView, type GameRequest, type HostMessage } from '../protocol/protocol.ts';
import type { AchievementView, GameRequestV2, HostEventBody, HostMessageV2 } from '../protocol/protocol-v2.ts';
import { GameRunRefusal } from './game-run-refusal.ts';
import type { Answer, GameHostCallbacks, GameHostLimits } from './host-callbacks.ts';
import { createAchievementsHandler, createLeaderboardHandler } from './leaderboard-handler.ts';
import { createLifecycle, isLifecycleRequest } from './lifecycle.ts';
import { createSaveHandler } from './save-handler.ts';
import { refusalView } from './refusal-view.ts';
import { createTokenBucket } from './token-bucket.ts';

export interface HostProtocol {
  /** Handles one message from the game's frame (of any shape). */
  receive(data: unknown): void;
  /** Version 2: pauses the game (`true`) or resumes it; sent only when it changes. */
  setPaused(paused: boolean): void;
  /** Version 2: lets the game play sound or mutes it; sent only when it changes. */
  setAudio(enabled: boolean): void;
  /** Stops answering; callbacks still running are not answered. */
  destroy(): void;
}

interface HostProtocolOptions extends GameHostCallbacks {
  send: (message: HostMessage | HostMessageV2) => void;
  limits?: GameHostLimits;
  /** How often a `pending` notice is sent while a callback runs (default 5000 ms; the game side times out after 15 s by default). */
  pendingNoticeMs?: number;
  now?: () => number;
}

type AnyRequest = GameRequest | GameRequestV2;
type ValueRequest = Extract<AnyRequest, { type: 'startRun' | 'finishRun' }>;
/** Answers kept for retries of version 2's value requests, by the game's request id. */
const keptAnswers = 50;

/**
 * The host's rules, apart from the DOM: every message is checked strictly (in the version it
 * names), requests beyond their token bucket (runs, the life cycle and the rest each have one) are refused with `rate_limited`, one callback runs at
 * a time (`busy` otherwise; `ready` and `exit` never wait), a `pending` notice goes out every few
 * seconds while one runs, and only the run in progress can be finished, once. Version 2 adds the
 * life cycle (in order, or `out_of_order`; on a bucket of its own), events to the game, and a
 * retry of a value request with the same request id answered the first answer.
 */
export function createHostProtocol(options: HostProtocolOptions): HostProtocol {
  const now = options.now ?? (() => Date.now());
  const limits = options.limits ?? {};
  const requests = createTokenBucket(limits.burst ?? 4, limits.perSecond ?? 2, now);
  // Runs on a budget of their own: a game that reads its save and boards while loading can still start a run at Play.
  const runs = createTokenBucket(limits.runBurst ?? 4, limits.runsPerSecond ?? 2, now);
  const reports = createTokenBucket(10, limits.reportsPerSecond ?? 1, now);
  const lifecycle = createLifecycle(options, now);
  const saves = createSaveHandler(options, (request, answered) => {
    reply(request, answered);
  });
  const boards = createLeaderboardHandler(options, (request, answered) => {
    reply(request, answered);
  });
  const achievements = createAchievementsHandler(options, (request, answered) => {
    reply(request, answered);
  });
  const answers = new Map<string, Promise<Answer>>();
  /** The achievements a finish unlocked, told to the game after the finish's answer (a retry, answered without the site, tells none again). */
  const toTell = new Map<AnyRequest, AchievementView[]>();
  let suppressed = 0;
  let busy = false;
  let currentRun: string | null = null;
  let destroyed = false;
  let spokeV2 = false;
  let paused = false;
  let audio = true;

  const report = (reason: string) => {
    if (!options.onProtocolError || !reports.take()) {
      suppressed += 1;
      return;
    }
    const count = suppressed;
    suppressed = 0;
    options.onProtocolError({ reason, suppressed: count });
  };
  const reply = (request: AnyRequest, answer: Answer) => {
    if (destroyed) return;
    options.send({ protocol: GAME_PROTOCOL, version: request.version, type: 'response', id: request.id, ...answer } as HostMessage);
    if (!answer.ok) options.onRefusal?.(request, answer.error);
  };
  const answer = (request: AnyRequest, result: object) => {
    reply(request, { ok: true, result });
  };
  const refuse = (request: AnyRequest, error: GameErrorView) => {
    reply(request, { ok: false, error });
  };
  const sendEvent = (event: HostEventBody) => {
    if (!destroyed && spokeV2) options.send({ protocol: GAME_PROTOCOL, version: 2, ...event });
  };

  async function call(request: ValueRequest): Promise<Answer> {
    try {
      if (request.type === 'startRun') {
        const result = await options.onStartRun(request.version === 2 ? { requestId: request.requestId } : {});
        currentRun = result.runId;
        // The seed and a replay's inputs are version 2's (docs/replays.md); a version-1 game is answered as before.
        const replayFields = request.version === 2 ? { ...(result.seed === undefined ? {} : { seed: result.seed }), ...(result.replay === undefined ? {} : { replay: result.replay }) } : {};
        return { ok: true, result: { runId: result.runId, ...(result.stamina ? { stamina: result.stamina } : {}), ...replayFields } };
      }
      const { runId, score, level, completed } = request;
      const moves = request.version === 2 ? request.moves : undefined;
      const replay = request.version === 2 ? request.replay : undefined;
      const { receipt, achievementsUnlocked = [], ...result } = await options.onFinishRun({
        runId,
        score,
        completed,
        ...(level === undefined ? {} : { level }),
        ...(moves === undefined ? {} : { moves }),
        ...(replay === undefined ? {} : { replay }),
      });
      if (currentRun === runId) currentRun = null;
      if (request.version === 2 && achievementsUnlocked.length > 0) toTell.set(request, achievementsUnlocked);
      return { ok: true, result: request.version === 2 && receipt ? { ...result, receipt } : (result satisfies FinishRunResult) };
    } catch (error) {
      if (error instanceof GameRunRefusal && error.code === 'no_run' && request.type === 'finishRun' && currentRun === request.runId) currentRun = null;
      return { ok: false, error: refusalView(error) };
    }
  }

  async function run(request: ValueRequest) {
    busy = true;
    const notices = setInterval(() => {
      if (!destroyed) options.send({ protocol: GAME_PROTOCOL, version: request.version, type: 'pending', id: request.id });
    }, options.pendingNoticeMs ?? 5000);
    const answered = call(request);
    if ('requestId' in request) keep(request.requestId, answered);
    try {
      reply(request, await answered);
      for (const achievement of toTell.get(request) ?? []) sendEvent({ type: 'achievementUnlocked', achievement });
    } finally {
      toTell.delete(request);
      clearInterval(notices);
      busy = false;
    }
  }

  function keep(requestId: string, answered: Promise<Answer>) {
    answers.set(requestId, answered);
    // A refusal may be tried again with the same id (not enough stamina, then enough): only results are kept.
    void answered.then((settled) => {
      if (!settled.ok) answers.delete(requestId);
    });
    if (answers.size > keptAnswers) answers.delete(answers.keys().next().value as string);
  }

  /** A retry of a value request the host has answered (or is answering): the first answer, without asking the site again. */
  function answerRetry(request: ValueRequest): boolean {
    const first = 'requestId' in request ? answers.get(request.requestId) : undefined;
    if (!first) return false;
    void first.then((settled) => {
      reply(request, settled);
    });
    return true;
  }

  return {
    receive(data) {
      if (destroyed) return;
      const diagnostic = readDiagnostic(data);
      if (diagnostic) {
        options.onDiagnostic?.(diagnostic);
        return;
      }
      const isV2 = typeof data === 'object' && data !== null && (data as { version?: unknown }).version === 2;
      const checked = isV2 ? validateGameRequestV2(data) : validateGameRequest(data);
      if (!checked.ok) {
        report(`ignored a message: ${checked.reason}`);
        return;
      }
      const request: AnyRequest = checked.value;
      if (request.version === 2) spokeV2 = true;
      options.onRequest?.(request);
      const bucket = isLifecycleRequest(request) ? lifecycle.bucket : request.type === 'startRun' || request.type === 'finishRun' ? runs : requests;
      if (!bucket.take()) {
        report(`refused a ${request.type} request: too many requests`);
        refuse(request, { code: 'rate_limited', message: 'Too many requests; slow down.', retryAfterSeconds: bucket.secondsUntilNext() });
        return;
      }
      if (request.type === 'ready') {
        options.onReady?.({ version: 1 });
        answer(request, { hosted: true });
        return;
      }
      if (request.type === 'exit') {
        // Answered first: closing may destroy this host at once.
        answer(request, { closing: options.onExit !== undefined });
        options.onExit?.();
        return;
      }
      if (request.type === 'load' || request.type === 'save') {
        saves.receive(request);
        return;
      }
      if (request.type === 'getLeaderboard') {
        boards.receive(request);
        return;
      }
      if (request.type === 'getAchievements') {
        achievements.receive(request);
        return;
      }
      if (isLifecycleRequest(request)) {
        const refusal = lifecycle.receive(request);
        if (refusal) {
          report(`refused a ${request.type} request: ${refusal}`);
          refuse(request, { code: 'out_of_order', message: refusal });
        } else {
          answer(request, request.type === 'gameReady' ? { hosted: true, audio, paused } : {});
        }
        return;
      }
      if (answerRetry(request)) return;
      if (busy) {
        refuse(request, { code: 'busy', message: 'The previous request is still being answered.' });
        return;
      }
      if (request.type === 'finishRun' && request.runId !== currentRun) {
        refuse(request, { code: 'no_run', message: 'That run is not in progress: start one first, and finish it once.' });
        return;
      }
      void run(request);
    },
    setPaused(next) {
      if (next === paused) return;
      paused = next;
      sendEvent({ type: next ? 'pause' : 'resume' });
    },
    setAudio(enabled) {
      if (enabled === audio) return;
      audio = enabled;
      sendEvent({ type: 'audio', enabled });
    },
    destroy() {
      destroyed = true;
    },
  };
}

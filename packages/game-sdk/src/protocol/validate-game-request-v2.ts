import { isIntegerIn, isShortMatch, readPlainRecord, type Checked } from './plain-record.ts';
import { GAME_PROTOCOL, protocolLimits } from './protocol.ts';
import { areMoves, movesRule } from './run-moves.ts';
import { replayRecordFault, type ReplayRecord } from './replay-record.ts';
import { GAME_PROTOCOL_V2, leaderboardPeriods, leaderboardViews, protocolLimitsV2, type GameRequestV2 } from './protocol-v2.ts';

const envelopeKeys = ['protocol', 'version', 'type', 'id'] as const;
const fieldsOf = {
  gameReady: [],
  gameplayStart: [],
  gameplayStop: [],
  happyTime: [],
  gameOver: ['level', 'completed'],
  exit: [],
  load: [],
  save: ['baseVersion', 'json'],
  loadingProgress: ['progress'],
  getLeaderboard: ['view', 'period', 'level'],
  getAchievements: [],
  startRun: ['requestId'],
  finishRun: ['requestId', 'runId', 'score', 'level', 'completed', 'moves', 'replay'],
} as const;
type TypeV2 = keyof typeof fieldsOf;
const allKeys = [...envelopeKeys, 'progress', 'requestId', 'runId', 'score', 'level', 'completed', 'moves', 'replay', 'baseVersion', 'json', 'view', 'period'];

/**
 * A version-2 request, checked as strictly as version 1's: a known type, exactly its fields, each
 * within the limits. Never throws.
 */
export function validateGameRequestV2(data: unknown): Checked<GameRequestV2> {
  try {
    return check(data);
  } catch {
    return { ok: false, reason: 'the message could not be read' };
  }
}

function check(data: unknown): Checked<GameRequestV2> {
  const base = readPlainRecord(data, allKeys, envelopeKeys);
  if (!base.ok) return base;
  const message = base.value;
  if (message.protocol !== GAME_PROTOCOL) return { ok: false, reason: `protocol must be "${GAME_PROTOCOL}"` };
  if (!isShortMatch(message.id, protocolLimits.requestIdPattern, 64)) return { ok: false, reason: 'id must be 1 to 64 letters, digits, "_" or "-"' };
  // `ready` is version 1's word for version 2's `gameReady`.
  if (message.type === 'ready') return { ok: false, reason: 'version must be 1' };
  if (typeof message.type !== 'string' || !Object.hasOwn(fieldsOf, message.type)) {
    return { ok: false, reason: `type must be one of ${Object.keys(fieldsOf).join(', ')}` };
  }
  const type = message.type as TypeV2;
  const optional: readonly string[] = type === 'finishRun' ? ['level', 'moves', 'replay'] : type === 'getLeaderboard' ? ['level'] : type === 'gameOver' ? ['level', 'completed'] : [];
  const fields: readonly string[] = fieldsOf[type];
  const exact = readPlainRecord(message, [...envelopeKeys, ...fields], [...envelopeKeys, ...fields.filter((field) => !optional.includes(field))]);
  if (!exact.ok) return exact;
  const envelope = { protocol: GAME_PROTOCOL, version: GAME_PROTOCOL_V2, id: message.id } as const;
  if (type === 'loadingProgress') {
    if (!isIntegerIn(message.progress, 0, 100)) return { ok: false, reason: 'progress must be a whole number from 0 to 100' };
    return { ok: true, value: { ...envelope, type, progress: message.progress } };
  }
  if (type === 'save') {
    if (!isIntegerIn(message.baseVersion, 0, 2_000_000_000)) return { ok: false, reason: 'baseVersion must be a whole number from 0' };
    // Bytes are counted by the host, which answers save_too_large; this bounds the work.
    if (typeof message.json !== 'string' || message.json.length > protocolLimitsV2.maxSaveBytes) return { ok: false, reason: 'json must be a string of at most 256 KiB' };
    return { ok: true, value: { ...envelope, type, baseVersion: message.baseVersion, json: message.json } };
  }
  if (type === 'getLeaderboard') {
    const { view, period, level } = message;
    if (!(leaderboardViews as readonly unknown[]).includes(view)) return { ok: false, reason: `view must be one of ${leaderboardViews.join(', ')}` };
    if (!(leaderboardPeriods as readonly unknown[]).includes(period)) return { ok: false, reason: `period must be one of ${leaderboardPeriods.join(', ')}` };
    if (level !== undefined && !isIntegerIn(level, 1, protocolLimits.maxLevel)) return { ok: false, reason: `level must be a whole number from 1 to ${protocolLimits.maxLevel}` };
    return { ok: true, value: { ...envelope, type, view: view as (typeof leaderboardViews)[number], period: period as (typeof leaderboardPeriods)[number], ...(level === undefined ? {} : { level }) } };
  }
  if (type === 'gameOver') {
    // The play that ended, in a game with levels: its level and whether it was completed, together.
    const { level, completed } = message;
    if (level === undefined && completed === undefined) return { ok: true, value: { ...envelope, type } };
    if (!isIntegerIn(level, 1, protocolLimits.maxLevel)) return { ok: false, reason: `level must be a whole number from 1 to ${protocolLimits.maxLevel}` };
    if (typeof completed !== 'boolean') return { ok: false, reason: 'completed must be true or false' };
    return { ok: true, value: { ...envelope, type, level, completed } };
  }
  if (type !== 'startRun' && type !== 'finishRun') return { ok: true, value: { ...envelope, type } };
  const { requestId } = message;
  if (!isShortMatch(requestId, protocolLimitsV2.requestIdPattern, 64)) return { ok: false, reason: 'requestId must be 8 to 64 letters, digits, "_" or "-"' };
  if (type === 'startRun') return { ok: true, value: { ...envelope, type, requestId } };
  const { runId, score, level, completed, moves, replay } = message;
  if (!isShortMatch(runId, protocolLimits.runIdPattern, 64)) return { ok: false, reason: 'runId must be the id startRun answered' };
  if (!isIntegerIn(score, 0, protocolLimits.maxScore)) return { ok: false, reason: `score must be a whole number from 0 to ${protocolLimits.maxScore}` };
  if (level !== undefined && !isIntegerIn(level, 1, protocolLimits.maxLevel)) return { ok: false, reason: `level must be a whole number from 1 to ${protocolLimits.maxLevel}` };
  if (typeof completed !== 'boolean') return { ok: false, reason: 'completed must be true or false' };
  if (moves !== undefined && !areMoves(moves)) return { ok: false, reason: movesRule };
  const replayFault = replay === undefined ? null : replayRecordFault(replay);
  if (replayFault !== null) return { ok: false, reason: replayFault };
  return {
    ok: true,
    value: { ...envelope, type, requestId, runId, score, completed, ...(level === undefined ? {} : { level }), ...(moves === undefined ? {} : { moves: [...moves] }), ...(replay === undefined ? {} : { replay: copyOf(replay as ReplayRecord) }) },
  };
}

/** The record as checked, with nothing of the game's objects kept. */
function copyOf(replay: ReplayRecord): ReplayRecord {
  return { seed: replay.seed, version: replay.version, inputs: replay.inputs.map(({ at, input }) => ({ at, input })) };
}

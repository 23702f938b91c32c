import { isIntegerIn, isShortMatch, readPlainRecord, type Checked } from './plain-record.ts';
import {
  GAME_PROTOCOL,
  GAME_PROTOCOL_VERSION,
  gameErrorCodes,
  protocolLimits,
  type GameErrorView,
  type HostMessage,
} from './protocol.ts';
import type { AchievementView, HostEventV2, HostMessageV2 } from './protocol-v2.ts';

const envelopeKeys = ['protocol', 'version', 'type', 'id', 'ok'] as const;
const decimalPattern = /^(0|[1-9][0-9]{0,39})$/;

const pendingKeys = ['protocol', 'version', 'type', 'id'] as const;

/**
 * What the parent page sent, checked before a game's promise settles or its timeout restarts: a
 * response's envelope and the result's fields that the game relies on, or a pending notice with
 * exactly its fields; in version 2, also an event (pause, resume, audio). Never throws.
 */
export function validateHostResponse(data: unknown): Checked<HostMessage>;
export function validateHostResponse(data: unknown, version: 2): Checked<HostMessageV2>;
export function validateHostResponse(data: unknown, version: 1 | 2 = GAME_PROTOCOL_VERSION): Checked<HostMessage | HostMessageV2> {
  try {
    return check(data, version);
  } catch {
    return { ok: false, reason: 'the response could not be read' };
  }
}

const eventTypes = ['pause', 'resume', 'audio', 'achievementUnlocked'];

function check(data: unknown, version: 1 | 2): Checked<HostMessage | HostMessageV2> {
  const type = typeof data === 'object' && data !== null ? (data as { type?: unknown }).type : undefined;
  if (type === 'pending') return checkPending(data as object, version);
  if (version === 2 && eventTypes.includes(type as string)) return checkEvent(data);
  const base = readPlainRecord(data, [...envelopeKeys, 'result', 'error'], envelopeKeys);
  if (!base.ok) return base;
  const message = base.value;
  if (message.protocol !== GAME_PROTOCOL || message.version !== version || message.type !== 'response') {
    return { ok: false, reason: 'not a response of this protocol' };
  }
  if (!isShortMatch(message.id, protocolLimits.requestIdPattern, 64)) return { ok: false, reason: 'bad id' };
  const envelope = { protocol: GAME_PROTOCOL, version, type: 'response', id: message.id } as const;
  if (message.ok === false) {
    const error = checkError(message.error);
    return error.ok ? { ok: true, value: { ...envelope, ok: false, error: error.value } } : error;
  }
  if (message.ok !== true || typeof message.result !== 'object' || message.result === null) return { ok: false, reason: 'bad result' };
  const result = message.result as Record<string, unknown>;
  if ('runId' in result && !isShortMatch(result.runId, protocolLimits.runIdPattern, 64)) return { ok: false, reason: 'bad runId' };
  if ('coins' in result && !isShortMatch(result.coins, decimalPattern, 40)) return { ok: false, reason: 'bad coins' };
  if ('gameCoinBalance' in result && !isShortMatch(result.gameCoinBalance, decimalPattern, 40)) return { ok: false, reason: 'bad gameCoinBalance' };
  if ('receipt' in result && (typeof result.receipt !== 'object' || result.receipt === null)) return { ok: false, reason: 'bad receipt' };
  if ('leaderboard' in result && !isBoard(result.leaderboard)) return { ok: false, reason: 'bad leaderboard' };
  if ('achievements' in result && !(Array.isArray(result.achievements) && result.achievements.every(isAchievement))) return { ok: false, reason: 'bad achievements' };
  return { ok: true, value: { ...envelope, ok: true, result: result as never } };
}

const isBoard = (board: unknown): boolean =>
  typeof board === 'object' && board !== null && Array.isArray((board as { entries?: unknown }).entries);

/** An achievement as the site sends it: its id and texts, and its unlock and progress when given. */
const isAchievement = (value: unknown): value is AchievementView => {
  if (typeof value !== 'object' || value === null) return false;
  const { id, title, description, unlockedAt, progress } = value as Record<string, unknown>;
  return (
    typeof id === 'string' &&
    typeof title === 'string' &&
    typeof description === 'string' &&
    (unlockedAt === null || typeof unlockedAt === 'string') &&
    (progress === null || (typeof progress === 'object' && Number.isInteger((progress as { current?: unknown }).current) && Number.isInteger((progress as { target?: unknown }).target)))
  );
};

function checkEvent(data: unknown): Checked<HostEventV2> {
  const event = readPlainRecord(data, ['protocol', 'version', 'type', 'enabled', 'achievement'], ['protocol', 'version', 'type']);
  if (!event.ok) return event;
  const { protocol, version, type, enabled, achievement } = event.value;
  if (protocol !== GAME_PROTOCOL || version !== 2) return { ok: false, reason: 'not an event of this protocol' };
  if (type === 'achievementUnlocked') return enabled === undefined && isAchievement(achievement) ? { ok: true, value: { protocol, version, type, achievement } } : { ok: false, reason: 'bad achievementUnlocked event' };
  if (achievement !== undefined) return { ok: false, reason: 'bad event' };
  if (type === 'audio') return typeof enabled === 'boolean' ? { ok: true, value: { protocol, version, type, enabled } } : { ok: false, reason: 'bad audio event' };
  return enabled === undefined ? { ok: true, value: { protocol, version, type: type as 'pause' | 'resume' } } : { ok: false, reason: 'bad event' };
}

function checkError(data: unknown): Checked<GameErrorView> {
  const error = readPlainRecord(data, ['code', 'message', 'retryAfterSeconds', 'save'], ['code', 'message']);
  if (!error.ok) return error;
  const { code, message, retryAfterSeconds, save } = error.value;
  if (save !== undefined && (typeof save !== 'object' || save === null || !isIntegerIn((save as { version?: unknown }).version, 1, 2_000_000_000))) return { ok: false, reason: 'bad save' };
  if (typeof code !== 'string' || !(gameErrorCodes as readonly string[]).includes(code)) return { ok: false, reason: 'unknown error code' };
  if (typeof message !== 'string' || message.length > protocolLimits.maxMessageLength) return { ok: false, reason: 'bad error message' };
  if (retryAfterSeconds !== undefined && !isIntegerIn(retryAfterSeconds, 0, 365 * 24 * 3600)) return { ok: false, reason: 'bad retryAfterSeconds' };
  return {
    ok: true,
    value: { code: code as GameErrorView['code'], message, ...(retryAfterSeconds === undefined ? {} : { retryAfterSeconds }), ...(save === undefined ? {} : { save: save as GameErrorView['save'] }) },
  };
}

function checkPending(data: object, version: 1 | 2): Checked<HostMessage | HostMessageV2> {
  const notice = readPlainRecord(data, pendingKeys, pendingKeys);
  if (!notice.ok) return notice;
  const { protocol, id } = notice.value;
  if (protocol !== GAME_PROTOCOL || notice.value.version !== version) return { ok: false, reason: 'not a notice of this protocol' };
  if (!isShortMatch(id, protocolLimits.requestIdPattern, 64)) return { ok: false, reason: 'bad id' };
  return { ok: true, value: { protocol: GAME_PROTOCOL, version, type: 'pending', id } as HostMessage | HostMessageV2 };
}

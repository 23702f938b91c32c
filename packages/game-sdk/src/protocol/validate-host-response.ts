import { isIntegerIn, isShortMatch, readPlainRecord, type Checked } from './plain-record.ts';
import {
  GAME_PROTOCOL,
  GAME_PROTOCOL_VERSION,
  gameErrorCodes,
  protocolLimits,
  type GameErrorView,
  type HostMessage,
} from './protocol.ts';

const envelopeKeys = ['protocol', 'version', 'type', 'id', 'ok'] as const;
const decimalPattern = /^(0|[1-9][0-9]{0,39})$/;

const pendingKeys = ['protocol', 'version', 'type', 'id'] as const;

/**
 * What the parent page sent, checked before a game's promise settles or its timeout restarts: a
 * response's envelope and the result's fields that the game relies on, or a pending notice with
 * exactly its fields. Never throws.
 */
export function validateHostResponse(data: unknown): Checked<HostMessage> {
  try {
    return check(data);
  } catch {
    return { ok: false, reason: 'the response could not be read' };
  }
}

function check(data: unknown): Checked<HostMessage> {
  if (typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'pending') return checkPending(data);
  const base = readPlainRecord(data, [...envelopeKeys, 'result', 'error'], envelopeKeys);
  if (!base.ok) return base;
  const message = base.value;
  if (message.protocol !== GAME_PROTOCOL || message.version !== GAME_PROTOCOL_VERSION || message.type !== 'response') {
    return { ok: false, reason: 'not a response of this protocol' };
  }
  if (!isShortMatch(message.id, protocolLimits.requestIdPattern, 64)) return { ok: false, reason: 'bad id' };
  const envelope = { protocol: GAME_PROTOCOL, version: GAME_PROTOCOL_VERSION, type: 'response', id: message.id } as const;
  if (message.ok === false) {
    const error = checkError(message.error);
    return error.ok ? { ok: true, value: { ...envelope, ok: false, error: error.value } } : error;
  }
  if (message.ok !== true || typeof message.result !== 'object' || message.result === null) return { ok: false, reason: 'bad result' };
  const result = message.result as Record<string, unknown>;
  if ('runId' in result && !isShortMatch(result.runId, protocolLimits.runIdPattern, 64)) return { ok: false, reason: 'bad runId' };
  if ('coins' in result && !isShortMatch(result.coins, decimalPattern, 40)) return { ok: false, reason: 'bad coins' };
  if ('gameCoinBalance' in result && !isShortMatch(result.gameCoinBalance, decimalPattern, 40)) return { ok: false, reason: 'bad gameCoinBalance' };
  return { ok: true, value: { ...envelope, ok: true, result: result as never } };
}

function checkError(data: unknown): Checked<GameErrorView> {
  const error = readPlainRecord(data, ['code', 'message', 'retryAfterSeconds'], ['code', 'message']);
  if (!error.ok) return error;
  const { code, message, retryAfterSeconds } = error.value;
  if (typeof code !== 'string' || !(gameErrorCodes as readonly string[]).includes(code)) return { ok: false, reason: 'unknown error code' };
  if (typeof message !== 'string' || message.length > protocolLimits.maxMessageLength) return { ok: false, reason: 'bad error message' };
  if (retryAfterSeconds !== undefined && !isIntegerIn(retryAfterSeconds, 0, 365 * 24 * 3600)) return { ok: false, reason: 'bad retryAfterSeconds' };
  return {
    ok: true,
    value: { code: code as GameErrorView['code'], message, ...(retryAfterSeconds === undefined ? {} : { retryAfterSeconds }) },
  };
}

function checkPending(data: object): Checked<HostMessage> {
  const notice = readPlainRecord(data, pendingKeys, pendingKeys);
  if (!notice.ok) return notice;
  const { protocol, version, id } = notice.value;
  if (protocol !== GAME_PROTOCOL || version !== GAME_PROTOCOL_VERSION) return { ok: false, reason: 'not a notice of this protocol' };
  if (!isShortMatch(id, protocolLimits.requestIdPattern, 64)) return { ok: false, reason: 'bad id' };
  return { ok: true, value: { protocol: GAME_PROTOCOL, version: GAME_PROTOCOL_VERSION, type: 'pending', id } };
}

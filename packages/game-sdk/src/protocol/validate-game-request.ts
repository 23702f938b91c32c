import { isIntegerIn, isShortMatch, readPlainRecord, type Checked } from './plain-record.ts';
import { GAME_PROTOCOL, GAME_PROTOCOL_VERSION, protocolLimits, type GameRequest } from './protocol.ts';

const envelopeKeys = ['protocol', 'version', 'type', 'id'] as const;
const finishRunKeys = [...envelopeKeys, 'runId', 'score', 'level', 'completed'] as const;

/**
 * What a game sent, checked strictly: the protocol and version, a known type, exactly that type's
 * fields, each of the right type and within {@link protocolLimits}. Anything else is refused with
 * the reason. Used by the host on every message; never throws, whatever `data` is.
 */
export function validateGameRequest(data: unknown): Checked<GameRequest> {
  try {
    return check(data);
  } catch {
    return { ok: false, reason: 'the message could not be read' };
  }
}

function check(data: unknown): Checked<GameRequest> {
  const base = readPlainRecord(data, finishRunKeys, envelopeKeys);
  if (!base.ok) return base;
  const message = base.value;
  if (message.protocol !== GAME_PROTOCOL) return { ok: false, reason: `protocol must be "${GAME_PROTOCOL}"` };
  if (message.version !== GAME_PROTOCOL_VERSION) return { ok: false, reason: `version must be ${GAME_PROTOCOL_VERSION}` };
  if (!isShortMatch(message.id, protocolLimits.requestIdPattern, 64)) return { ok: false, reason: 'id must be 1 to 64 letters, digits, "_" or "-"' };
  const id = message.id;
  switch (message.type) {
    case 'ready':
    case 'startRun':
    case 'exit': {
      const exact = readPlainRecord(message, envelopeKeys, envelopeKeys);
      if (!exact.ok) return exact;
      return { ok: true, value: { protocol: GAME_PROTOCOL, version: GAME_PROTOCOL_VERSION, type: message.type, id } };
    }
    case 'finishRun':
      return checkFinishRun(message, id);
    default:
      return { ok: false, reason: 'type must be "ready", "startRun", "finishRun" or "exit"' };
  }
}

function checkFinishRun(message: Record<string, unknown>, id: string): Checked<GameRequest> {
  const exact = readPlainRecord(message, finishRunKeys, ['runId', 'score', 'completed']);
  if (!exact.ok) return exact;
  const { runId, score, level, completed } = message;
  if (!isShortMatch(runId, protocolLimits.runIdPattern, 64)) return { ok: false, reason: 'runId must be the id startRun answered' };
  if (!isIntegerIn(score, 0, protocolLimits.maxScore)) return { ok: false, reason: `score must be a whole number from 0 to ${protocolLimits.maxScore}` };
  if (level !== undefined && !isIntegerIn(level, 1, protocolLimits.maxLevel)) return { ok: false, reason: `level must be a whole number from 1 to ${protocolLimits.maxLevel}` };
  if (typeof completed !== 'boolean') return { ok: false, reason: 'completed must be true or false' };
  return {
    ok: true,
    value: { protocol: GAME_PROTOCOL, version: GAME_PROTOCOL_VERSION, type: 'finishRun', id, runId, score, completed, ...(level === undefined ? {} : { level }) },
  };
}

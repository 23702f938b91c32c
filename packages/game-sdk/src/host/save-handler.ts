import type { GameErrorView } from '../protocol/protocol.ts';
import { protocolLimitsV2, type GameRequestV2 } from '../protocol/protocol-v2.ts';
import { GameRunRefusal } from './game-run-refusal.ts';
import type { Answer, GameHostCallbacks } from './host-callbacks.ts';
import { refusalView } from './refusal-view.ts';

type SaveRequest = Extract<GameRequestV2, { type: 'load' | 'save' }>;

const encoder = new TextEncoder();

/**
 * Version 2's `load` and `save`, one at a time (`busy` otherwise), beside the runs: a save must be
 * JSON of at most 256 KiB (`save_too_large`, `invalid_argument`) before the site is asked.
 */
export function createSaveHandler(callbacks: Pick<GameHostCallbacks, 'onLoad' | 'onSave'>, reply: (request: SaveRequest, answer: Answer) => void) {
  let busy = false;
  const refuse = (request: SaveRequest, code: GameErrorView['code'], message: string) => {
    reply(request, { ok: false, error: { code, message } });
  };
  async function call(request: SaveRequest): Promise<Answer> {
    try {
      if (request.type === 'load') {
        if (!callbacks.onLoad) throw new GameRunRefusal('refused', 'This site keeps no saves.');
        return { ok: true, result: { save: await callbacks.onLoad() } };
      }
      if (!callbacks.onSave) throw new GameRunRefusal('refused', 'This site keeps no saves.');
      return { ok: true, result: { save: await callbacks.onSave({ baseVersion: request.baseVersion, data: JSON.parse(request.json) as unknown }) } };
    } catch (error) {
      return { ok: false, error: refusalView(error) };
    }
  }
  return {
    receive(request: SaveRequest) {
      if (busy) {
        refuse(request, 'busy', 'The previous save or load is still being answered.');
        return;
      }
      if (request.type === 'save') {
        if (encoder.encode(request.json).length > protocolLimitsV2.maxSaveBytes) {
          refuse(request, 'save_too_large', `A save is at most ${protocolLimitsV2.maxSaveBytes} bytes of JSON.`);
          return;
        }
        try {
          JSON.parse(request.json);
        } catch {
          refuse(request, 'invalid_argument', 'A save must be JSON.');
          return;
        }
      }
      busy = true;
      void call(request).then((answer) => {
        busy = false;
        reply(request, answer);
      });
    },
  };
}

import type { GameRequestV2 } from '../protocol/protocol-v2.ts';
import type { Answer } from './host-callbacks.ts';
import { refusalView } from './refusal-view.ts';

/**
 * A version-2 read the site answers (a leaderboard, the achievements), one at a time (`busy`
 * otherwise), beside the runs and the saves: `read` answers the request's result, and throws a
 * `GameRunRefusal` to refuse with a code.
 */
export interface ReadHandler<Request> {
  receive(request: Request): void;
}

export function createReadHandler<Request extends GameRequestV2>(what: string, read: (request: Request) => Promise<object>, reply: (request: Request, answer: Answer) => void): ReadHandler<Request> {
  let busy = false;
  async function call(request: Request): Promise<Answer> {
    try {
      return { ok: true, result: await read(request) };
    } catch (error) {
      return { ok: false, error: refusalView(error) };
    }
  }
  return {
    receive(request: Request) {
      if (busy) {
        reply(request, { ok: false, error: { code: 'busy', message: `The previous ${what} read is still being answered.` } });
        return;
      }
      busy = true;
      void call(request).then((answer) => {
        busy = false;
        reply(request, answer);
      });
    },
  };
}

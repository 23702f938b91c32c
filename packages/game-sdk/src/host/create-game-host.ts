import type { GameHostCallbacks, GameHostLimits } from './host-callbacks.ts';
import { createHostProtocol } from './host-protocol.ts';

export interface GameHostOptions extends GameHostCallbacks {
  /** The game's frame: `sandbox="allow-scripts"`, never `allow-same-origin`. */
  iframe: HTMLIFrameElement;
  /** Rate limits; the defaults suit a person playing. */
  limits?: GameHostLimits;
  /**
   * The origin the frame's messages must carry (default `"null"`, the opaque origin of a frame
   * sandboxed without `allow-same-origin`). A frame that is not sandboxed is not answered.
   */
  expectedOrigin?: string;
  /** How often a `pending` notice tells the game a slow request is still being answered (default 5000 ms). */
  pendingNoticeMs?: number;
}

export interface GameHost {
  /** Version 2: pauses the game (page hidden, a dialog open, the stage closing) or resumes it. */
  setPaused(paused: boolean): void;
  /** Version 2: lets the game play sound or mutes it (the stage's mute button). */
  setAudio(enabled: boolean): void;
  /** Removes the listener; nothing more is answered. */
  destroy(): void;
}

/**
 * The site's side of the protocol, for the page that shows a game. Reads only messages whose
 * source is `iframe.contentWindow` and whose origin is the sandbox's, and answers only that
 * window. Answers are posted with target origin `"*"`, because an opaque origin cannot be named;
 * they carry nothing but the game's own run data.
 */
export function createGameHost(options: GameHostOptions): GameHost {
  const { iframe, expectedOrigin = 'null' } = options;
  const owner = iframe.ownerDocument.defaultView;
  if (!owner) throw new Error('createGameHost needs an iframe that is in a document');
  const protocol = createHostProtocol({
    ...options,
    send: (response) => iframe.contentWindow?.postMessage(response, '*'),
  });
  const onMessage = (event: MessageEvent) => {
    if (event.source === null || event.source !== iframe.contentWindow) return;
    if (event.origin !== expectedOrigin) {
      options.onProtocolError?.({ reason: `ignored a message from origin ${event.origin.slice(0, 100)}: the frame must be sandboxed`, suppressed: 0 });
      return;
    }
    protocol.receive(event.data);
  };
  owner.addEventListener('message', onMessage);
  return {
    setPaused(paused) {
      protocol.setPaused(paused);
    },
    setAudio(enabled) {
      protocol.setAudio(enabled);
    },
    destroy() {
      owner.removeEventListener('message', onMessage);
      protocol.destroy();
    },
  };
}

import { inject } from 'vitest';
import { createGameHost, type GameHost, type GameHostOptions } from '../src/host.ts';

export interface FixtureReport {
  step: string;
  ok: boolean;
  value?: unknown;
  code?: string;
  message?: string;
  retryAfterSeconds?: number;
  isSdkError?: boolean;
}

export interface MountedGame {
  iframe: HTMLIFrameElement;
  host: GameHost;
  /** The game's report of one step, once it arrives. */
  report(step: string): Promise<FixtureReport>;
  unmount(): void;
}

/**
 * A real sandboxed frame (`sandbox="allow-scripts"`, another origin, the test CSP) loading a page
 * of the game file server, answered by a real `createGameHost`.
 */
export function mountGame(path: string, options: Omit<GameHostOptions, 'iframe'>): MountedGame {
  const iframe = document.createElement('iframe');
  iframe.setAttribute('sandbox', 'allow-scripts');
  iframe.title = 'Game';
  const reports = new Map<string, FixtureReport>();
  const waiting = new Map<string, (report: FixtureReport) => void>();
  const onMessage = (event: MessageEvent) => {
    if (event.source !== iframe.contentWindow) return;
    const fixture = (event.data as { fixture?: FixtureReport } | null)?.fixture;
    if (!fixture) return;
    reports.set(fixture.step, fixture);
    waiting.get(fixture.step)?.(fixture);
  };
  window.addEventListener('message', onMessage);
  // The host listens before the frame loads, as the site's play page does.
  document.body.append(iframe);
  const host = createGameHost({ iframe, ...options });
  iframe.src = `${inject('gameFileOrigin')}${path}`;
  return {
    iframe,
    host,
    report: (step) => {
      const known = reports.get(step);
      return known ? Promise.resolve(known) : new Promise((resolve) => waiting.set(step, resolve));
    },
    unmount() {
      host.destroy();
      window.removeEventListener('message', onMessage);
      iframe.remove();
    },
  };
}

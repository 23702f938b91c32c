import { diagnosticTextMax, diagnosticType, type DiagnosticKind } from '../protocol/diagnostic.ts';
import { GAME_PROTOCOL } from '../protocol/protocol.ts';

/**
 * Tells the frame's parent what the browser's console would show a maker (protocol/diagnostic.ts):
 * uncaught errors and rejections, `console.error`, files that failed to load, CSP violations.
 * One-way and capped, so a game that floods its console costs the host at most `cap` messages.
 */
export function reportDiagnostics(self: Window & { console: Console }, cap = 100): void {
  const parent = self.parent;
  if (parent === self) return;
  let left = cap;
  const tell = (kind: DiagnosticKind, text: string): void => {
    if (left-- > 0) parent.postMessage({ protocol: GAME_PROTOCOL, version: 2, type: diagnosticType, kind, text: text.slice(0, diagnosticTextMax) }, '*');
  };
  self.addEventListener(
    'error',
    (event) => {
      const target = event.target as { src?: string; href?: string } | null;
      tell('error', event instanceof ErrorEvent ? event.message : `failed to load ${target?.src ?? target?.href ?? 'a file'}`);
    },
    true,
  );
  self.addEventListener('unhandledrejection', (event) => {
    tell('error', `unhandled rejection: ${String(event.reason)}`);
  });
  self.addEventListener('securitypolicyviolation', (event) => {
    tell('csp', `${event.effectiveDirective} ${event.blockedURI}`);
  });
  const consoleError = self.console.error;
  self.console.error = (...args: unknown[]) => {
    tell('console', args.map(String).join(' '));
    consoleError.apply(self.console, args);
  };
}

import { readPlainRecord } from './plain-record.ts';
import { GAME_PROTOCOL } from './protocol.ts';

/**
 * What the classic version-2 script tells its host about the page it runs in, unasked and
 * unanswered (README "The playground"): an uncaught error or rejection, a `console.error`, a file
 * that failed to load, a CSP violation. Only the playground listens; the site's play stage drops them.
 */
export const diagnosticKinds = ['error', 'console', 'csp'] as const;
export type DiagnosticKind = (typeof diagnosticKinds)[number];
export interface Diagnostic {
  kind: DiagnosticKind;
  text: string;
}
export const diagnosticType = 'diagnostic';
/** Longer text is cut; a diagnostic is one line a maker reads. */
export const diagnosticTextMax = 500;

/** A diagnostic message from a game's frame, or null for any other message (a request, or garbage). */
export function readDiagnostic(data: unknown): Diagnostic | null {
  if (typeof data !== 'object' || data === null || (data as { type?: unknown }).type !== diagnosticType) return null;
  const read = readPlainRecord(data, ['protocol', 'version', 'type', 'kind', 'text'], ['protocol', 'version', 'type', 'kind', 'text']);
  if (!read.ok) return null;
  const { protocol, version, kind, text } = read.value;
  if (protocol !== GAME_PROTOCOL || version !== 2 || typeof text !== 'string' || !diagnosticKinds.includes(kind as DiagnosticKind)) return null;
  return { kind: kind as DiagnosticKind, text: text.slice(0, diagnosticTextMax) };
}

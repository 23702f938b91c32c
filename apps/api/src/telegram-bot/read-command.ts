/** `/name`, `/name@<bot>`, and what follows it (trimmed; empty when nothing does). */
const commandPattern = /^\/([a-z]+)(?:@\w+)?(?:\s+([\s\S]*))?$/;

/** A bot command at the start of a message's text, or null when the text is none. */
export function readCommand(text: unknown): { name: string; argument: string } | null {
  if (typeof text !== 'string') return null;
  const match = commandPattern.exec(text.trim());
  if (!match?.[1]) return null;
  return { name: match[1], argument: match[2]?.trim() ?? '' };
}

const maxLength = 500;
const stackLine = /^\s*at\s|^\s*[\w$.<>]*@\S+:\d+(?::\d+)?$/;

/**
 * The message of a thrown value, fit to show people: never a stack trace (stack-like lines are
 * removed), at most 500 characters, null when there is nothing meaningful to show.
 */
export function toDisplayMessage(error: unknown): string | null {
  let message: unknown;
  if (error instanceof Error) message = error.message;
  else if (typeof error === 'string') message = error;
  else if (error !== null && typeof error === 'object' && 'message' in error) message = error.message;
  if (typeof message !== 'string') return null;
  const text = message
    .split('\n')
    .filter((line) => !stackLine.test(line))
    .join('\n')
    .trim();
  if (text === '') return null;
  return text.length > maxLength ? `${text.slice(0, maxLength - 1)}…` : text;
}

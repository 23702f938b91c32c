export const redactedEmail = '[redacted-email]';

const maxDepth = 12;

// A local part, then `@` written plainly or percent-encoded (`%40`, `%2540`, …), then a domain
// with a top-level label. URL separators (`/ ? = & #`) are not part of the local part, so in a
// query string only the address itself is replaced.
const emailPattern =
  /[\p{L}\p{N}._%+\-!$'*^`{|}~"]+(?:@|%(?:25)*40)(?:[\p{L}\p{N}-]+(?:\.|%(?:25)*2e))+[\p{L}]{2,63}/giu;

/** Replaces everything in `text` that looks like an e-mail address. */
export function redactEmailsInText(text: string): string {
  return text.replace(emailPattern, redactedEmail);
}

/**
 * Returns a copy of `value` in which every string that looks like (or contains) an e-mail
 * address is redacted: at any depth, in object keys as well as values, including URL-encoded
 * addresses in query strings. Functions and symbols are dropped, cycles and excessive depth are
 * cut off, so the result is always safe to serialise and send.
 */
export function redactEmails(value: unknown): unknown {
  const seen = new WeakSet();
  const visit = (item: unknown, depth: number): unknown => {
    if (typeof item === 'string') return redactEmailsInText(item);
    if (typeof item === 'number' || typeof item === 'boolean' || item === null || item === undefined) return item;
    if (typeof item === 'bigint') return item.toString();
    if (typeof item !== 'object') return undefined;
    if (depth >= maxDepth) return '[truncated]';
    if (seen.has(item)) return '[circular]';
    seen.add(item);
    try {
      if (item instanceof Date) return Number.isNaN(item.getTime()) ? null : item.toISOString();
      if (item instanceof URL) return redactEmailsInText(item.href);
      if (item instanceof Error) return { name: redactEmailsInText(item.name), message: redactEmailsInText(item.message) };
      if (Array.isArray(item)) return item.map((entry) => visit(entry, depth + 1));
      const result: Record<string, unknown> = {};
      for (const [key, entry] of Object.entries(item)) {
        const cleaned = visit(entry, depth + 1);
        if (cleaned !== undefined) result[redactEmailsInText(key)] = cleaned;
      }
      return result;
    } finally {
      seen.delete(item);
    }
  };
  return visit(value, 0);
}

/** How many wallet labels are remembered; older ones drop off the end. */
export const maxRememberedWallets = 10;

/**
 * Reads the stored last-connected list: a JSON array of labels, most recent first. A plain
 * (non-JSON) string is an older single-label value. Non-string and empty entries are dropped,
 * duplicates (case-insensitive) keep their first, most recent, place; anything else is empty.
 */
export function parseLastConnected(raw: string | null): string[] {
  if (raw === null) return [];
  const value = parseJsonOrPlainString(raw);
  const entries: unknown[] = Array.isArray(value) ? value : [value];
  return uniqueLabels(entries.filter((entry): entry is string => typeof entry === 'string'));
}

/** `label` first, any earlier copy of it removed, capped at `maxRememberedWallets`. */
export function withMostRecent(labels: readonly string[], label: string): string[] {
  return uniqueLabels([label, ...labels]);
}

export function without(labels: readonly string[], label: string): string[] {
  const key = label.trim().toLowerCase();
  return labels.filter((entry) => entry.trim().toLowerCase() !== key);
}

function uniqueLabels(labels: readonly string[]): string[] {
  const seen = new Set<string>();
  const unique: string[] = [];
  for (const label of labels) {
    const key = label.trim().toLowerCase();
    if (key === '' || seen.has(key)) continue;
    seen.add(key);
    unique.push(label);
  }
  return unique.slice(0, maxRememberedWallets);
}

/** JSON, or the raw text when it is plainly not JSON; broken JSON (`["Meta`) reads as nothing. */
function parseJsonOrPlainString(raw: string): unknown {
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return /^\s*[[{"]/.test(raw) ? undefined : raw;
  }
}

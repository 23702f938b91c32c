import type { TermsAgreement } from './types.ts';

/** The stored terms agreement when it has the right shape (`{version, terms, privacy}`), else null. */
export function toTermsAgreement(value: unknown): TermsAgreement | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const { version, terms, privacy } = value as Record<string, unknown>;
  if (typeof version !== 'string' || typeof terms !== 'boolean' || typeof privacy !== 'boolean') return null;
  return { version, terms, privacy };
}

export function parseAgreement(raw: string | null): TermsAgreement | null {
  if (raw === null) return null;
  try {
    return toTermsAgreement(JSON.parse(raw));
  } catch {
    return null;
  }
}

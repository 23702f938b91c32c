import type { TermsAgreement } from '@site/wallet-core';

export interface TermsRequirement {
  termsUrl?: string | undefined;
  privacyUrl?: string | undefined;
  version: string;
}

/** True when the stored agreement has the current version and covers every document asked for. */
export function isAgreementCurrent(stored: TermsAgreement | null, required: TermsRequirement): boolean {
  if (!required.termsUrl && !required.privacyUrl) return true;
  if (!stored || stored.version !== required.version) return false;
  return (!required.termsUrl || stored.terms) && (!required.privacyUrl || stored.privacy);
}

import { WalletCoreError } from './base-error.ts';

export interface ValidationIssue {
  /** Dotted path of the offending field, e.g. `chains[1].id`; empty for the value itself. */
  path: string;
  message: string;
}

/** Input failed validation. The message names every offending path. */
export class ValidationError extends WalletCoreError {
  override name = 'ValidationError';
  readonly issues: readonly ValidationIssue[];

  constructor(subject: string, issues: readonly ValidationIssue[]) {
    super(`Invalid ${subject}: ${issues.map((issue) => issue.message).join('; ')}`);
    this.issues = issues;
  }
}

import type { InspectionReport } from '@site/api-contract';
import { gameRuleValues, readyWaitValues } from '../submissions/game-rule-values.ts';

type FindingCode = InspectionReport['findings'][number]['code'];

/**
 * Every finding of the inspection that holds a version back from review (level `blocks` in the
 * contract's `judgeRuns`; docs/game-rules.md), in the order /developers lists them. Its test
 * holds it to what `judgeRuns` blocks on, so a new blocking finding cannot be left out.
 */
export const heldBackFindings = [
  'never_ready',
  'error_before_ready',
  'initial_download_too_large',
  'slow_ready',
  'heap_too_large',
  'crashed',
  'outside_request_blocked',
  'lifecycle_missing',
] as const satisfies readonly FindingCode[];

export type HeldBackFinding = (typeof heldBackFindings)[number];

/** The numbers a finding's sentence names, from the game rules and the inspector's wait. */
export function heldBackValues(code: HeldBackFinding, count: (value: number) => string): Record<string, string> {
  switch (code) {
    case 'never_ready':
      return readyWaitValues(count);
    case 'initial_download_too_large':
      return gameRuleValues('initialDownload', count);
    case 'slow_ready':
      return gameRuleValues('interactive', count);
    case 'heap_too_large':
      return gameRuleValues('heap', count);
    case 'error_before_ready':
    case 'crashed':
    case 'outside_request_blocked':
    case 'lifecycle_missing':
      return {};
  }
}

import { submissionLimits, type GameDescription } from '@site/api-contract';
import type { Problem } from '../forms/field-problem.ts';
import type { DeclarationInput } from './declaration-values.ts';
import { descriptionFieldName } from './description-values.ts';
import { mebibytes } from './game-rule-values.ts';

/** The form's fields: a description's is `description-<language>` (description-fields.tsx). */
export type SubmissionField = string;
export type SubmissionProblems = Partial<Record<SubmissionField, Problem>>;

const thumbnailTypes = new Set(['image/png', 'image/jpeg', 'image/webp']);
const thumbnailExtensions = /\.(png|jpe?g|webp)$/i;
const megabyte = 1024 * 1024;

/** What the form holds, as the checks read it (File's name, size and type only). */
export interface SubmissionInput {
  title?: string | undefined;
  descriptions?: readonly GameDescription[] | undefined;
  thumbnail: { name: string; size: number; type: string } | null;
  bundle: { name: string; size: number; type: string } | null;
  /** The levels and top score, when the form has them (`declarationInputOf`). */
  declaration?: DeclarationInput | null | undefined;
}

const problem = (key: string, values?: Record<string, string | number>): Problem => ({ key: `submissions.problems.${key}`, ...(values ? { values } : {}) });
const length = (text: string): number => Array.from(text).length;
/** A whole number from `least` to `most`, in digits (spaces around allowed), as the server reads the form's numbers. */
const wholeIn = (text: string, least: number, most: number): boolean => /^\s*[0-9]{1,9}\s*$/.test(text) && Number(text) >= least && Number(text) <= most;

/** The declaration's fields (declaration-fields.tsx), as /submit checks them and the playground before it applies them: levels from 1 to 200 when ticked, a top score from 1 to 1,000,000. */
export function checkDeclaration(declaration: DeclarationInput): SubmissionProblems {
  const problems: SubmissionProblems = {};
  if (declaration.hasLevels && !wholeIn(declaration.levels, 1, submissionLimits.levelsMax)) problems.levels = problem('levelsRange', { max: submissionLimits.levelsMax });
  if (!wholeIn(declaration.topScore, 1, submissionLimits.topScoreMax)) problems.topScore = problem('topScoreRange', { max: submissionLimits.topScoreMax });
  return problems;
}

/**
 * The checks the page can make before sending, to save a long upload that would be refused: the
 * server checks everything again, by content (a renamed file passes here and not there).
 */
export function checkSubmission(input: SubmissionInput, options: { newGame: boolean }): SubmissionProblems {
  const problems: SubmissionProblems = {};
  if (options.newGame) {
    const title = (input.title ?? '').trim();
    if (title === '') problems.title = problem('titleRequired');
    else if (length(title) > submissionLimits.titleMaxLength) problems.title = problem('titleTooLong', { max: submissionLimits.titleMaxLength });
    for (const { language, text } of input.descriptions ?? []) {
      if (length(text.trim()) > submissionLimits.descriptionMaxLength) problems[descriptionFieldName(language)] = problem('descriptionTooLong', { max: submissionLimits.descriptionMaxLength });
    }
  }
  if (input.declaration) Object.assign(problems, checkDeclaration(input.declaration));
  const { thumbnail, bundle } = input;
  if (thumbnail === null) problems.thumbnail = problem('thumbnailRequired');
  else if (!(thumbnailTypes.has(thumbnail.type) || (thumbnail.type === '' && thumbnailExtensions.test(thumbnail.name)))) problems.thumbnail = problem('thumbnailType');
  else if (thumbnail.size > submissionLimits.thumbnailMaxBytes) problems.thumbnail = problem('thumbnailTooLarge', { max: submissionLimits.thumbnailMaxBytes / megabyte });
  if (bundle === null) problems.bundle = problem('bundleRequired');
  else if (!/\.zip$/i.test(bundle.name)) problems.bundle = problem('bundleType');
  else if (bundle.size > submissionLimits.bundleMaxBytes) problems.bundle = problem('bundleTooLarge', { size: mebibytes(submissionLimits.bundleMaxBytes) });
  return problems;
}

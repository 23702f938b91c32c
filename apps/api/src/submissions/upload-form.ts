import { gameCategories, shownLineProblem, submissionLimits, type GameDescription } from '@site/api-contract';
import type { FastifyRequest } from 'fastify';
import type { Multipart } from '@fastify/multipart';
import { ApiError } from '../errors/api-error.ts';
import { isStorableText } from '../text/storable-text.ts';
import { checkedDescriptions } from './checked-descriptions.ts';

type Category = (typeof gameCategories)[number];

/** What a submission form carries once every text field is checked; the files are checked later. */
export interface UploadForm {
  title?: string;
  description?: string;
  /** The description's language (an ISO 639-1 code); English when not given. */
  descriptionLanguage?: string;
  /** Every description, one per language, the game's own first: JSON as in `PATCH /api/games/:game/descriptions`, instead of the two above. */
  descriptions?: GameDescription[];
  category?: Category;
  /** The version's declaration: how many levels (0 for a game without levels) and the top score of a run; each absent when not sent. */
  levels?: number;
  topScore?: number;
  thumbnail?: Uint8Array;
  bundle?: Uint8Array;
}

type FileField = 'thumbnail' | 'bundle';
type TextField = 'title' | 'description' | 'descriptionLanguage' | 'descriptions' | 'category';
type NumberField = 'levels' | 'topScore';

const fileLimits: Record<FileField, number> = { thumbnail: submissionLimits.thumbnailMaxBytes, bundle: submissionLimits.bundleMaxBytes };
const megabytes = (bytes: number): string => `${bytes / (1024 * 1024)} MB`;

/** The longest text field: every description (ten of 2,000 characters, four bytes each at most) as JSON. */
const fieldMaxBytes = 96 * 1024;
/** Room for the form's text and multipart framing on top of the two files. */
const maxRequestBytes = submissionLimits.bundleMaxBytes + submissionLimits.thumbnailMaxBytes + fieldMaxBytes + 64 * 1024;

const invalid = (field: string, message: string): ApiError => new ApiError('validation_failed', `body.${field}: ${message}`, { field: `body.${field}` });
const tooLarge = (field: FileField): ApiError =>
  new ApiError(field === 'bundle' ? 'bundle_too_large' : 'thumbnail_too_large', `body.${field}: larger than ${megabytes(fileLimits[field])}.`, { field: `body.${field}` });

// Line breaks and tabs may be part of a description; no other control character may be part of any text.
const controlInTitle = /\p{Cc}/u;
const controlInDescription = /[^\P{Cc}\n\t]/u;

/** Characters as PostgreSQL's length() counts them (code points), not UTF-16 units. */
function codePoints(value: string): number {
  let count = 0;
  for (const _ of value) count += 1;
  return count;
}

/** Checks one text field. Markup is not refused: it is kept as the text it is, and never rendered as HTML. */
function checkText(field: TextField, raw: string): string {
  // The rule of every request's text (http/storable-text-guard.ts), which does not see a form's parts.
  if (!isStorableText(raw)) throw new ApiError('text_unstorable', `body.${field} may not contain NUL (U+0000) or half of a surrogate pair.`, { field: `body.${field}` });
  if (field === 'category') {
    const category = gameCategories.find((known) => known === raw);
    if (category === undefined) throw invalid(field, `must be one of ${gameCategories.join(', ')}.`);
    return category;
  }
  if (field === 'descriptionLanguage') {
    if (!/^[a-z]{2}$/.test(raw)) throw invalid(field, 'must be an ISO 639-1 code in lower case, e.g. en or es.');
    return raw;
  }
  const value = raw.replace(/\r\n?/g, '\n').trim();
  if (field === 'title') {
    if (value === '') throw invalid(field, 'is required.');
    if (codePoints(value) > submissionLimits.titleMaxLength) throw invalid(field, `must be at most ${submissionLimits.titleMaxLength} characters.`);
    if (controlInTitle.test(value)) throw invalid(field, 'must not contain line breaks or control characters.');
    // Players read the title beside other text: the rule of every line one person shows another (docs/architecture.md).
    const problem = shownLineProblem(value);
    if (problem?.kind === 'direction') throw invalid(field, `must not contain characters that change the direction of text (here ${problem.character}).`);
    if (problem?.kind === 'invisible') throw invalid(field, `must not contain invisible characters (here ${problem.character}).`);
    if (problem) throw invalid(field, 'must have a visible character: not only spaces or blank characters.');
    return value;
  }
  if (codePoints(value) > submissionLimits.descriptionMaxLength) throw invalid(field, `must be at most ${submissionLimits.descriptionMaxLength} characters.`);
  if (controlInDescription.test(value)) throw invalid(field, 'must not contain control characters.');
  return value;
}

/** The declaration's whole numbers, in decimal digits as a form sends them: `levels` 0 (no levels) to 200, `topScore` 1 to 1,000,000. */
function checkNumber(field: NumberField, raw: string): number {
  const least = field === 'levels' ? 0 : 1;
  const most = field === 'levels' ? submissionLimits.levelsMax : submissionLimits.topScoreMax;
  const text = raw.trim();
  const value = Number(text);
  if (!/^[0-9]{1,9}$/.test(text) || value < least || value > most) {
    throw invalid(field, field === 'levels' ? `must be a whole number: 0 for a game without levels, or how many it has, 1 to ${most}.` : `must be a whole number from ${least} to ${most}.`);
  }
  return value;
}

/** Reads one file part, refusing it as soon as it passes its own limit (the rest is never buffered). */
async function readFile(field: FileField, stream: AsyncIterable<Buffer> & { truncated?: boolean }): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    size += chunk.byteLength;
    if (size > fileLimits[field]) throw tooLarge(field);
    chunks.push(chunk);
  }
  if (stream.truncated === true) throw tooLarge(field);
  return Buffer.concat(chunks);
}

/** Maps the multipart parser's own refusals (too many parts, not multipart) to the API's errors. */
function parserError(error: unknown): unknown {
  if (error instanceof ApiError) return error;
  const code = (error as { code?: unknown }).code;
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return new ApiError('unsupported_media_type', 'Send the form as multipart/form-data.');
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new ApiError('body_too_large', 'A file is larger than its limit.');
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT') return new ApiError('body_too_large', 'The form has more parts than a submission has.');
  if (code === 'FST_PROTO_VIOLATION') return invalid('form', 'has a field name that is not allowed.');
  // The parser's own words for a body that is not multipart at all, or that stops part-way.
  const message = error instanceof Error ? error.message : '';
  if (/multipart|boundary|part header/i.test(message)) return invalid('form', `is not a whole multipart/form-data body (${message}).`);
  return error;
}

/**
 * Reads a submission's multipart form: the fields in `allowed`, each once, text checked, files
 * read into memory within their limits. A request whose declared length is already too large is
 * refused before a byte of it is read.
 */
export async function readUploadForm(request: FastifyRequest, allowed: ReadonlySet<TextField | NumberField | FileField>): Promise<UploadForm> {
  const declared = Number(request.headers['content-length'] ?? 'NaN');
  if (Number.isFinite(declared) && declared > maxRequestBytes) throw new ApiError('body_too_large', `The upload is larger than ${megabytes(submissionLimits.bundleMaxBytes)} plus the thumbnail.`);
  if (!request.isMultipart()) throw new ApiError('unsupported_media_type', 'Send the form as multipart/form-data.');

  const form: UploadForm = {};
  const seen = new Set<string>();
  try {
    const parts: AsyncIterable<Multipart> = request.parts({
      limits: { fields: 7, files: 2, parts: 9, fieldSize: fieldMaxBytes, fieldNameSize: 40, fileSize: submissionLimits.bundleMaxBytes + 1, headerPairs: 20 },
    });
    for await (const part of parts) {
      const name = part.fieldname as TextField | NumberField | FileField;
      if (!allowed.has(name)) throw invalid(part.fieldname.slice(0, 40), 'is not a field of this form: remove it.');
      if (seen.has(name)) throw invalid(name, 'was sent twice.');
      seen.add(name);
      const isFileField = name === 'thumbnail' || name === 'bundle';
      if (part.type === 'file') {
        if (!isFileField) throw invalid(name, 'must be text, not a file.');
        form[name] = await readFile(name, part.file);
      } else {
        if (isFileField) throw invalid(name, 'must be a file.');
        if (part.valueTruncated) throw invalid(name, 'is too long.');
        if (name === 'descriptions') {
          form.descriptions = parseDescriptions(String(part.value));
          continue;
        }
        if (name === 'levels' || name === 'topScore') {
          form[name] = checkNumber(name, String(part.value));
          continue;
        }
        const value = checkText(name, String(part.value));
        if (name === 'category') form.category = gameCategories.find((known) => known === value);
        else form[name] = value;
      }
    }
  } catch (error) {
    throw parserError(error);
  }
  for (const field of allowed) {
    // The declaration is optional: without it, a new game has no levels and the default top score, a new version its newest version's.
    if (field === 'description' || field === 'descriptionLanguage' || field === 'descriptions' || field === 'levels' || field === 'topScore') continue;
    const value = form[field];
    if (value === undefined || (typeof value !== 'string' && value.byteLength === 0)) throw invalid(field, 'is required.');
  }
  if (form.descriptions && (form.description !== undefined || form.descriptionLanguage !== undefined)) {
    throw invalid('descriptions', 'replaces description and descriptionLanguage: send one or the other.');
  }
  form.description ??= '';
  form.descriptionLanguage ??= 'en';
  return form;
}

/** The `descriptions` field: JSON, checked as the descriptions PATCH checks its body. */
function parseDescriptions(raw: string): GameDescription[] {
  if (!isStorableText(raw)) throw new ApiError('text_unstorable', 'body.descriptions may not contain NUL (U+0000) or half of a surrogate pair.', { field: 'body.descriptions' });
  let given: unknown;
  try {
    given = JSON.parse(raw);
  } catch {
    throw invalid('descriptions', 'must be JSON: [{ "language": "en", "text": "…" }, …].');
  }
  return checkedDescriptions(given);
}

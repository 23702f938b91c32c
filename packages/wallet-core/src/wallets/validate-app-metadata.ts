import Joi from 'joi';
import { isSafeIcon } from '../icons/is-safe-icon.ts';
import { validateWith } from '../validation/from-joi.ts';
import type { AppMetadata } from './types.ts';

/** A string that `isSafeIcon` accepts; the error names the field. */
export const safeIconSchema = Joi.string()
  .custom((value: string, helpers) => (isSafeIcon(value) ? value : helpers.error('icon.unsafe')))
  .messages({ 'icon.unsafe': '{{#label}} is not a safe icon (it could run script)' });

const appMetadataSchema = Joi.object<AppMetadata>({
  name: Joi.string().required(),
  icon: safeIconSchema,
  description: Joi.string().allow(''),
}).required();

/**
 * Checks the app's metadata: `name` required; `icon` (SVG markup or image URL that passes
 * `isSafeIcon`) and `description` optional strings; no other keys. Returns a new object, or
 * throws a `ValidationError` naming every offending path.
 */
export function validateAppMetadata(input: unknown): AppMetadata {
  return validateWith(appMetadataSchema, input, 'app metadata');
}

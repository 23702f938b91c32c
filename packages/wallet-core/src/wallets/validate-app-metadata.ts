import Joi, { type LanguageMessages } from 'joi';
import { isSafeIcon } from '../icons/is-safe-icon.ts';
import { validateWith } from '../validation/from-joi.ts';
import { lazySchema } from '../validation/lazy-schema.ts';
import type { AppMetadata } from './types.ts';

/** A string that `isSafeIcon` accepts; the error (`iconMessages`) names the field. */
export function createSafeIconSchema() {
  return Joi.string().custom((value: string, helpers) => (isSafeIcon(value) ? value : helpers.error('icon.unsafe')));
}

/** The text of the safe-icon schema's own error code, for `validateWith`. */
export const iconMessages: LanguageMessages = { 'icon.unsafe': '{{#label}} is not a safe icon (it could run script)' };

const appMetadataSchema = /* @__PURE__ */ lazySchema(() =>
  Joi.object<AppMetadata>({
    name: Joi.string().required(),
    icon: createSafeIconSchema(),
    description: Joi.string().allow(''),
  }).required(),
);

/**
 * Checks the app's metadata: `name` required; `icon` (SVG markup or image URL that passes
 * `isSafeIcon`) and `description` optional strings; no other keys. Returns a new object, or
 * throws a `ValidationError` naming every offending path.
 */
export function validateAppMetadata(input: unknown): AppMetadata {
  return validateWith(appMetadataSchema(), input, 'app metadata', iconMessages);
}

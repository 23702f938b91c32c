import Joi from 'joi';
import { isObjectLike, readProperty } from '../provider/read-property.ts';
import { validateWith } from '../validation/from-joi.ts';
import type { EIP1193Provider } from '../provider/types.ts';
import type { EIP6963ProviderDetail, EIP6963ProviderInfo } from './types.ts';
import { lazySchema } from '../validation/lazy-schema.ts';
import { createSafeIconSchema, iconMessages } from './validate-app-metadata.ts';

const INFO_FIELDS = ['uuid', 'name', 'icon', 'rdns'] as const;

/**
 * The wallet's name as it can be shown: control and format characters (such as a right-to-left
 * override, which would reverse the text shown after the name, or a zero-width space) and white
 * space become single spaces, trimmed; empty when nothing visible is left. The joiners stay
 * (U+200C, U+200D: emoji sequences, Persian and Indic names), but do not count as visible.
 */
const cleanWalletName = (name: string): string => {
  const cleaned = name.replace(/(?:[\p{Cc}\s]|(?![\u200C\u200D])\p{Cf})+/gu, ' ').trim();
  return /[^\s\u200C\u200D]/u.test(cleaned) ? cleaned : '';
};

const announcementSchema = /* @__PURE__ */ lazySchema(() =>
  Joi.object({
    info: Joi.object({
      uuid: Joi.string().required(),
      name: Joi.string()
        .custom((value: string, helpers) => cleanWalletName(value) || helpers.error('string.empty'))
        .required(),
      icon: createSafeIconSchema().required(),
      rdns: Joi.string().required(),
    }).required(),
    provider: Joi.object({ request: Joi.function().required() }).required(),
  }).required(),
);

function copyDefined(source: unknown, keys: readonly string[]): Record<string, unknown> {
  const copy: Record<string, unknown> = {};
  for (const key of keys) {
    const value = readProperty(source, key);
    if (value !== undefined) copy[key] = value;
  }
  return copy;
}

/**
 * Reads each field of an untrusted announcement exactly once, so getters cannot answer one thing
 * to the check and another to the caller, and throwing getters read as missing.
 */
function snapshot(input: unknown): { view: unknown; provider: unknown } {
  if (!isObjectLike(input)) return { view: input, provider: undefined };
  const info = readProperty(input, 'info');
  const provider = readProperty(input, 'provider');
  return {
    view: {
      info: isObjectLike(info) ? copyDefined(info, INFO_FIELDS) : info,
      provider: isObjectLike(provider) ? copyDefined(provider, ['request']) : provider,
    },
    provider,
  };
}

/**
 * Checks an EIP-6963 announcement (`event.detail`): `info.uuid`, `info.name`, `info.icon` and
 * `info.rdns` non-empty strings, the icon safe (`isSafeIcon`), and `provider` an object with a
 * `request` function. The name is returned cleaned (no bidi or control characters, white space
 * collapsed and trimmed); one with nothing visible left is empty. Returns a new detail holding the
 * wallet's own provider object, or throws a `ValidationError` naming every offending path (an
 * unsafe icon names `info.icon`).
 */
export function validateAnnouncedProvider(input: unknown): EIP6963ProviderDetail {
  const { view, provider } = snapshot(input);
  const checked = validateWith(announcementSchema(), view, 'EIP-6963 announcement', iconMessages) as { info: EIP6963ProviderInfo };
  const { uuid, name, icon, rdns } = checked.info;
  return { info: { uuid, name, icon, rdns }, provider: provider as EIP1193Provider };
}

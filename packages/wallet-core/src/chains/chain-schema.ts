import Joi, { type LanguageMessages } from 'joi';
import { lazySchema } from '../validation/lazy-schema.ts';
import { createSafeIconSchema, iconMessages } from '../wallets/validate-app-metadata.ts';
import { describeValue } from './describe-value.ts';
import { chainIdRule, parseChainId } from './to-chain-id.ts';
import type { Chain, SecondaryToken } from './types.ts';

export const maxSecondaryTokens = 5;
export const defaultDecimals = 18;
export const maxDecimals = 36;
export const noChainsMessage = 'at least one chain must be set before connecting a wallet';

/** Index of an earlier chain in the same list with this normalised id, or -1. */
function findEarlierDuplicate(id: string, helpers: Joi.CustomHelpers): number {
  const index: unknown = helpers.state.path?.at(-2);
  const list = (helpers.state.ancestors as unknown[] | undefined)?.[1];
  if (typeof index !== 'number' || !Array.isArray(list)) return -1;
  return list.slice(0, index).findIndex((chain: unknown) => {
    return typeof chain === 'object' && chain !== null && parseChainId((chain as { id?: unknown }).id) === id;
  });
}

function createChainIdSchema({ inList }: { inList: boolean }) {
  return Joi.any()
    .required()
    .custom((value: unknown, helpers) => {
      const id = parseChainId(value);
      if (id === undefined) return helpers.error('chainId.invalid', { shown: describeValue(value) });
      const duplicateOf = inList ? findEarlierDuplicate(id, helpers) : -1;
      if (duplicateOf >= 0) return helpers.error('chainId.duplicate', { id, duplicateOf });
      return id;
    });
}

function createSecondaryTokenSchema() {
  return Joi.object<SecondaryToken>({ address: Joi.string().required(), icon: Joi.string() })
    .custom((token: SecondaryToken, helpers) => {
      // Name each token past the limit (`…secondaryTokens[5]`) rather than only the list.
      const index = helpers.state.path?.at(-1);
      if (typeof index === 'number' && index >= maxSecondaryTokens) {
        return helpers.error('secondaryTokens.excess', { limit: maxSecondaryTokens });
      }
      return token;
    });
}

/** An http(s) address: a wallet is asked to use it, and the explorer's is a link the modal shows (never `javascript:`). */
const webUrl = () => Joi.string().uri({ scheme: ['http', 'https'] });

function createChainSchema({ inList }: { inList: boolean }) {
  const schema = Joi.object<Chain>({
    namespace: Joi.string().valid('evm').default('evm'),
    id: createChainIdSchema({ inList }),
    rpcUrl: webUrl(),
    label: Joi.string(),
    token: Joi.string(),
    decimals: Joi.number().integer().min(0).max(maxDecimals).default(defaultDecimals),
    // Shown as an image, as an app's icon is: checked the same way.
    icon: createSafeIconSchema(),
    color: Joi.string(),
    publicRpcUrl: webUrl(),
    protectedRpcUrl: webUrl(),
    blockExplorerUrl: webUrl(),
    secondaryTokens: Joi.array().items(createSecondaryTokenSchema()),
  });
  // Inside a list joi would read `required` as "the list must contain one"; the list has `min(1)`.
  return inList ? schema : schema.required();
}

/**
 * `{chains: [...]}`: wrapping the list makes every path start with `chains`, e.g. `chains[1].id`.
 * Ids are compared after normalisation, so `'0x1'`, `1` and `'0X1'` collide; every repeat is named.
 */
function createChainListSchema() {
  return Joi.object<{ chains: Chain[] }>({
    chains: Joi.array()
      .items(createChainSchema({ inList: true }))
      .required()
      .min(1)
      .message(`{{#label}} is empty: ${noChainsMessage}`),
  });
}

/**
 * The texts of the chain schemas' own error codes, for `validateWith`. `any.only` is only ever
 * raised by `namespace` here.
 */
export const chainMessages: LanguageMessages = {
  'chainId.invalid': `{{#label}} ${chainIdRule} (got {{#shown}})`,
  'chainId.duplicate': '{{#label}} repeats the id {{#id}} of chains[{{#duplicateOf}}]',
  'secondaryTokens.excess': '{{#label}} is one too many: a chain has at most {{#limit}} secondary tokens',
  'any.only': '{{#label}} must be "evm"',
  'string.uriCustomScheme': '{{#label}} must be an http or https address',
  'string.uri': '{{#label}} must be an http or https address',
  ...iconMessages,
};

// Built on first use (and through annotated calls, so a bundle that never validates chains leaves joi out).

/** One chain as the README's "Chains" describes it; valid input comes out normalised (id, namespace, decimals). */
export const chainSchema = /* @__PURE__ */ lazySchema(() => createChainSchema({ inList: false }));

export const chainListSchema = /* @__PURE__ */ lazySchema(createChainListSchema);

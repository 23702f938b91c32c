import Joi from 'joi';
import { ValidationError } from '../errors/validation-error.ts';
import { readProperty } from '../provider/read-property.ts';
import { validateWith } from '../validation/from-joi.ts';
import { lazySchema } from '../validation/lazy-schema.ts';
import type { WalletModule } from './types.ts';

const walletModuleSchema = /* @__PURE__ */ lazySchema(() =>
  Joi.object<WalletModule>({
    label: Joi.string().required(),
    getIcon: Joi.function().arity(0).required(),
    getInterface: Joi.function().maxArity(1).required(),
    injectedNamespace: Joi.string().required(),
    checkProviderIdentity: Joi.function().arity(1).required(),
    platforms: Joi.array().items(Joi.string()),
    externalUrl: Joi.string(),
    source: Joi.string().valid('catalogue', 'eip6963', 'custom'),
  })
    // Modules are code: other teams may add their own members.
    .unknown(true)
    .required(),
);

/**
 * Checks a wallet module: `label`, `getIcon` (no arguments), `getInterface` (at most one),
 * `injectedNamespace` and `checkProviderIdentity` (exactly one argument) are required;
 * `platforms`, `externalUrl` and `source` are optional. Returns the module itself, or throws a
 * `ValidationError` naming every offending path.
 */
export function validateWalletModule(input: unknown): WalletModule {
  const label = readProperty(input, 'label');
  const subject = typeof label === 'string' && label !== '' ? `wallet module "${label}"` : 'wallet module';
  try {
    validateWith(walletModuleSchema(), input, subject);
  } catch (error) {
    if (error instanceof ValidationError) throw error;
    // A getter or proxy trap threw while the module was read.
    throw new ValidationError(subject, [{ path: '', message: '"value" could not be read' }]);
  }
  return input as WalletModule;
}

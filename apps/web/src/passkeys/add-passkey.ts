import type { Account, Passkey } from '@site/api-contract';
import type { PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/browser';
import { api } from '../api/api.ts';
import { BrowserPasskeyError } from './browser-passkey-failure.ts';
import { loadWebAuthn } from './load-webauthn.ts';

/**
 * Makes a passkey for the signed-in account: the server's options (its challenge bound to this
 * browser), the browser's prompt, the new passkey checked and kept by the server, named `name` or
 * after this browser and system. Throws a `BrowserPasskeyError` when the browser gives none, the
 * server's ApiError when it refuses.
 */
export async function addPasskey(name: string | undefined): Promise<{ passkey: Passkey; account: Account }> {
  const [webauthn, { options }] = await Promise.all([loadWebAuthn(), api.call('passkeyRegistrationOptions', { body: {} })]);
  let response;
  try {
    // The contract types transports as any short string; the server made the options with @simplewebauthn/server.
    response = await webauthn.startRegistration({ optionsJSON: options as PublicKeyCredentialCreationOptionsJSON });
  } catch (error) {
    throw new BrowserPasskeyError(error);
  }
  return api.call('passkeyRegistrationVerify', { body: { response, ...(name === undefined ? {} : { name }) } });
}

/** WebAuthn's user handle of an account: its id's 16 bytes (no personal data), the same for all its passkeys. */
export const userHandleOf = (accountId: string): Uint8Array<ArrayBuffer> => new Uint8Array(Buffer.from(accountId.replace(/-/g, ''), 'hex'));

/** The user handle as the browser sends it back (base64url). */
export const encodedUserHandleOf = (accountId: string): string => Buffer.from(userHandleOf(accountId)).toString('base64url');

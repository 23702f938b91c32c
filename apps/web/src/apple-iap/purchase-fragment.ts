/**
 * What the iOS app hands /apple-iap after a StoreKit 2 purchase, in the URL fragment so that it
 * never reaches a server log or a Referer: `#signedTransaction=<the transaction's JWS>`
 * (StoreKit's `jwsRepresentation`). The server verifies it; this only checks its shape.
 */
export type PurchaseFragment = { ok: true; signedTransaction: string } | { ok: false; problem: 'missing' | 'malformed' };

const jws = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/;

export function readPurchaseFragment(hash: string): PurchaseFragment {
  const signedTransaction = new URLSearchParams(hash.replace(/^#/, '')).get('signedTransaction');
  if (signedTransaction === null || signedTransaction === '') return { ok: false, problem: 'missing' };
  if (signedTransaction.length > 32_768 || !jws.test(signedTransaction)) return { ok: false, problem: 'malformed' };
  return { ok: true, signedTransaction };
}

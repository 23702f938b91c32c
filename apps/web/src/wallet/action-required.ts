import { createStore } from '../store/create-store.ts';

/**
 * The label of the wallet the visitor has to act in (it cannot show an account picker, so the
 * visitor switches the active account inside it), or null. Pages set it; the lazily loaded
 * wallet UI shows the action-required modal for it.
 */
export const actionRequiredWallet = createStore<string | null>(null);

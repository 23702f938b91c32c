import { WalletCoreError } from '../errors/base-error.ts';
import { validateAnnouncedProvider } from '../wallets/validate-announced-provider.ts';
import { toAnnouncedWalletModule, type AnnouncedWalletModule } from './announced-wallet-module.ts';

export interface AnnouncementHandlers {
  onAnnounce(wallet: AnnouncedWalletModule): void;
  /** An invalid or unsafe announcement, dropped. */
  onInvalid(error: WalletCoreError): void;
}

/**
 * EIP-6963: listens for `eip6963:announceProvider` on `target` (late announcements included) and,
 * one microtask later, asks the wallets already present to announce themselves. Returns the
 * function that stops listening. A bad announcement never throws out of the event listener.
 */
export function listenForAnnouncements(target: EventTarget, handlers: AnnouncementHandlers): () => void {
  const onAnnouncement = (event: Event) => {
    try {
      // The validator reads each field once and hands back the very provider object it checked;
      // reading `detail.provider` again would let a getter swap in something never validated.
      const { info, provider } = validateAnnouncedProvider((event as CustomEvent<unknown>).detail);
      handlers.onAnnounce(toAnnouncedWalletModule(info, provider));
    } catch (error) {
      handlers.onInvalid(
        error instanceof WalletCoreError
          ? error
          : new WalletCoreError('An EIP-6963 announcement was dropped', { cause: error }),
      );
    }
  };
  let listening = true;
  target.addEventListener('eip6963:announceProvider', onAnnouncement);
  // Asked one microtask later, so whoever created us can subscribe to discovery errors first.
  queueMicrotask(() => {
    if (listening) target.dispatchEvent(new Event('eip6963:requestProvider'));
  });
  return () => {
    listening = false;
    target.removeEventListener('eip6963:announceProvider', onAnnouncement);
  };
}

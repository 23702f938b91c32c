import { WalletCoreError } from '@site/wallet-core';

/** The `modalContainer` selector matched no element; the message names the selector. */
export class ModalContainerError extends WalletCoreError {
  override name = 'ModalContainerError';
  readonly selector: string;

  constructor(selector: string) {
    super(`Modal container not found: no element matches the selector "${selector}".`);
    this.selector = selector;
  }
}

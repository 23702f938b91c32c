import { Component, type ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { cleanup, render } from 'vitest-browser-react';
import { openConnectModal, openDialogElement, walletUi } from '../../test/render-wallet-ui.tsx';
import { createWalletFixture, type WalletFixture } from '../../test/wallet-fixture.ts';
import { ModalContainerError } from '../errors/modal-container-error.ts';

let fixture: WalletFixture | undefined;

afterEach(async () => {
  await cleanup();
  fixture?.cleanup();
  fixture = undefined;
});

class CatchError extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render(): ReactNode {
    return this.state.error ? <p role="alert">{this.state.error.message}</p> : this.props.children;
  }
}

describe('modal container', () => {
  it('raises an error naming a selector that matches nothing', async () => {
    fixture = createWalletFixture();
    const originalError = console.error;
    console.error = () => undefined; // React reports the caught error too
    try {
      await render(<CatchError>{walletUi(fixture, { provider: { modalContainer: '#no-such-modal-root' } })}</CatchError>);
      await expect.element(page.getByRole('alert')).toHaveTextContent('Modal container not found: no element matches the selector "#no-such-modal-root".');
    } finally {
      console.error = originalError;
    }
    expect(new ModalContainerError('#x').selector).toBe('#x');
  });

  it('mounts the modals into the element the selector names, even one rendered alongside', async () => {
    fixture = createWalletFixture();
    await render(
      <>
        <div id="wallet-modals" />
        {walletUi(fixture, { provider: { modalContainer: '#wallet-modals' } })}
      </>,
    );
    await openConnectModal();
    expect(openDialogElement()?.parentElement?.id).toBe('wallet-modals');
  });
});

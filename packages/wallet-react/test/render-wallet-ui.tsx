import type { ReactNode } from 'react';
import { page } from 'vitest/browser';
import { render, type RenderResult } from 'vitest-browser-react';
import { useConnectModal } from '../src/hooks/use-connect-modal.ts';
import { ConnectModal, type ConnectModalProps } from '../src/modal/connect-modal.tsx';
import { SwitchChainModal } from '../src/modal/switch-chain-modal.tsx';
import { WalletProvider, type WalletProviderProps } from '../src/provider/wallet-provider.tsx';
import '../src/styles.css';
import type { WalletFixture } from './wallet-fixture.ts';

export const openerName = 'Open wallet modal';

export function OpenModalButton(): ReactNode {
  const { open } = useConnectModal();
  return (
    <button type="button" onClick={open}>
      {openerName}
    </button>
  );
}

export type ProviderOptions = Omit<WalletProviderProps, 'connector' | 'config' | 'children'>;

export interface WalletUiOptions {
  provider?: ProviderOptions;
  modal?: ConnectModalProps;
  children?: ReactNode;
}

export function walletUi(fixture: WalletFixture, options: WalletUiOptions = {}): ReactNode {
  return (
    <WalletProvider connector={fixture.connector} {...options.provider}>
      <main>
        <OpenModalButton />
        {options.children}
      </main>
      <ConnectModal {...options.modal} />
      <SwitchChainModal />
    </WalletProvider>
  );
}

/** Renders the provider, an opener button and the modals around a real connector. */
export function renderWalletUi(fixture: WalletFixture, options: WalletUiOptions = {}): Promise<RenderResult> {
  return render(walletUi(fixture, options));
}

/** Opens the connect modal the way a person does: a click on the opener. */
export async function openConnectModal(): Promise<void> {
  await page.getByRole('button', { name: openerName }).click();
}

/** The open connect modal (the native dialog is in the top layer, outside the render container). */
export function connectDialog() {
  return page.getByRole('dialog');
}

export function openDialogElement(): HTMLDialogElement | null {
  return document.querySelector<HTMLDialogElement>('dialog.wr-dialog[open]');
}

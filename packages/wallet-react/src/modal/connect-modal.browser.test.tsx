import { getLocalChain } from '@site/testing/vitest';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { cleanup } from 'vitest-browser-react';
import { connectDialog, openConnectModal, openDialogElement, openerName, renderWalletUi, walletUi } from '../../test/render-wallet-ui.tsx';
import { createWalletFixture, type WalletFixture } from '../../test/wallet-fixture.ts';
import { useConnectModal } from '../hooks/use-connect-modal.ts';
import { usePrimaryWallet } from '../hooks/use-primary-wallet.ts';
import { useWalletState } from '../hooks/use-wallet-state.ts';
import { createConnectModalStore } from '../provider/connect-modal-store.ts';
import { CONNECTED_CLOSE_DELAY_MS } from './connected-step.tsx';

let fixture: WalletFixture | undefined;

function useFixture(options?: Parameters<typeof createWalletFixture>[0]): WalletFixture {
  fixture = createWalletFixture(options);
  return fixture;
}

afterEach(async () => {
  vi.useRealTimers();
  await cleanup();
  fixture?.cleanup();
  fixture = undefined;
});

const walletButton = () => page.getByRole('button', { name: 'Test Wallet' });

/** Resolves once `check()` holds, checked at each animation frame. */
async function frameByFrame(check: () => boolean): Promise<void> {
  while (!check()) await new Promise((resolve) => requestAnimationFrame(resolve));
}

describe('ConnectModal — selecting a wallet', () => {
  it('lists installed wallets first, then wallets to install with safe links', async () => {
    const { connector } = useFixture();
    await renderWalletUi(fixture!);
    await openConnectModal();

    const dialog = connectDialog();
    await expect.element(dialog).toHaveAccessibleName('Connect a wallet');
    await expect.element(page.getByRole('heading', { name: 'Installed' })).toBeVisible();
    await expect.element(walletButton()).toBeEnabled();

    const metaMask = page.getByRole('link', { name: 'MetaMask Install' });
    await expect.element(metaMask).toHaveAttribute('href', 'https://metamask.io/download/');
    await expect.element(metaMask).toHaveAttribute('target', '_blank');
    await expect.element(metaMask).toHaveAttribute('rel', 'noopener noreferrer');

    const installedHeading = page.getByRole('heading', { name: 'Installed' }).element();
    const moreHeading = page.getByRole('heading', { name: 'More wallets' }).element();
    expect(installedHeading.compareDocumentPosition(moreHeading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    // Only wallets with a download page are offered for install.
    const installLinks = document.querySelectorAll('dialog[open] a.wr-wallet');
    const withUrl = connector.getState().availableWallets.filter((wallet) => !wallet.installed && wallet.externalUrl);
    expect(installLinks.length).toBe(withUrl.length);
    for (const link of installLinks) {
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
      expect(link.getAttribute('target')).toBe('_blank');
    }
  });

  it('renders wallet icons only as lazy <img> of a fixed size', async () => {
    useFixture();
    await renderWalletUi(fixture!);
    await openConnectModal();
    const icon = walletButton().element().querySelector('img');
    await expect.poll(() => walletButton().element().querySelector('img')?.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    const img = walletButton().element().querySelector('img') ?? icon;
    expect(img?.getAttribute('loading')).toBe('lazy');
    expect(img?.getAttribute('width')).toBe('32');
    expect(img?.getAttribute('height')).toBe('32');
    expect(img?.getAttribute('alt')).toBe('');
    expect(document.querySelector('dialog[open] svg image, dialog[open] foreignObject')).toBeNull();
  });

  it("offers the \"why don't I see my wallet\" notice and the \"I don't have a wallet\" link", async () => {
    useFixture();
    await renderWalletUi(fixture!, { modal: { noWalletUrl: 'https://example.org/get-a-wallet' } });
    await openConnectModal();
    await page.getByText("Why don't I see my wallet?").click();
    await expect.element(page.getByText(/Wallets installed in this browser are listed under Installed/)).toBeVisible();
    const noWallet = page.getByRole('link', { name: "I don't have a wallet" });
    await expect.element(noWallet).toHaveAttribute('href', 'https://example.org/get-a-wallet');
    await expect.element(noWallet).toHaveAttribute('rel', 'noopener noreferrer');
    await expect.element(noWallet).toHaveAttribute('target', '_blank');
  });
});

describe('ConnectModal — terms agreement', () => {
  const terms = { termsUrl: 'https://example.org/terms', privacyUrl: 'https://example.org/privacy' };

  it('keeps wallet buttons disabled until the box is ticked, and remembers the agreement with its version', async () => {
    const { connector } = useFixture();
    const screen = await renderWalletUi(fixture!, { modal: terms });
    await openConnectModal();

    const checkbox = page.getByRole('checkbox', { name: 'I agree to the Terms of Service and the Privacy Policy.' });
    await expect.element(checkbox).not.toBeChecked();
    await expect.element(walletButton()).toBeDisabled();
    await expect.element(walletButton()).toHaveAccessibleDescription('Tick the box above to choose a wallet.');
    await expect.element(page.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', terms.termsUrl);
    await expect.element(page.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', terms.privacyUrl);

    await checkbox.click();
    await expect.element(walletButton()).toBeEnabled();
    expect(connector.storage.getAgreement()).toEqual({ version: '1', terms: true, privacy: true });

    // Opening again: the stored agreement of the same version is honoured.
    await userEvent.keyboard('{Escape}');
    await openConnectModal();
    await expect.element(checkbox).toBeChecked();
    await expect.element(walletButton()).toBeEnabled();

    // A new version asks again.
    await userEvent.keyboard('{Escape}');
    await screen.rerender(walletUi(fixture!, { modal: { ...terms, termsVersion: '2' } }));
    await openConnectModal();
    await expect.element(page.getByRole('checkbox')).not.toBeChecked();
    await expect.element(walletButton()).toBeDisabled();
  });

  it('says nothing of choosing a wallet while none is installed', async () => {
    await renderWalletUi(useFixture({ installed: false }), { modal: terms });
    await openConnectModal();
    await expect.element(connectDialog().getByText('No wallet was found in this browser.')).toBeVisible();
    expect(connectDialog().getByText('Tick the box above to choose a wallet.').elements()).toHaveLength(0);
  });

  it('asks for nothing when the app links no terms', async () => {
    useFixture();
    await renderWalletUi(fixture!);
    await openConnectModal();
    await expect.element(walletButton()).toBeEnabled();
    expect(document.querySelector('dialog[open] input[type="checkbox"]')).toBeNull();
  });
});

describe('ConnectModal — connecting', () => {
  it('connects, shows the connected step, and closes by itself after 1500 ms', async () => {
    const { connector, wallet } = useFixture();
    const modal = createConnectModalStore();
    await renderWalletUi(fixture!, { provider: { connectModal: modal } });
    await openConnectModal();
    // The close delay runs on a fake clock that moves only when the test moves it; so until then
    // the test waits frame by frame, not with expect.poll/element, which advance a fake clock.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await walletButton().click();

    // The step is shown and has scheduled its close.
    await frameByFrame(() => page.getByText('Test Wallet is connected.').query() !== null && vi.getTimerCount() > 0);
    expect(page.getByRole('heading', { name: 'Connected' }).element()).toBeVisible();
    expect(page.getByText('Test Wallet is connected.').element()).toBeVisible();
    const account = connector.getState().wallets[0]?.accounts[0];
    expect(account?.address).toMatch(/^0x[0-9a-fA-F]{40}$/);

    // Halfway, the step re-renders (the wallet switches accounts): that must not restart the delay.
    vi.advanceTimersByTime(CONNECTED_CLOSE_DELAY_MS / 2);
    const other = getLocalChain().accounts[1] ?? '';
    wallet.controls.setAccounts([other]);
    await frameByFrame(() => document.querySelector(`dialog[open] .wr-address[title="${other}" i]`) !== null);
    vi.advanceTimersByTime(CONNECTED_CLOSE_DELAY_MS / 2 - 1);
    expect(modal.isOpen()).toBe(true);
    expect(openDialogElement()).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(modal.isOpen()).toBe(false);
    vi.useRealTimers();
    await expect.poll(() => openDialogElement()).toBeNull();
    expect(connector.getState().wallets[0]?.label).toBe('Test Wallet');
  });

  it('names the wallet and what to do in it while the request is open; Cancel goes back to the list', async () => {
    const { connector, wallet } = useFixture();
    wallet.controls.respond('eth_requestAccounts', { hang: true }, { once: true });
    await renderWalletUi(fixture!);
    await openConnectModal();
    await walletButton().click();

    await expect.element(page.getByRole('heading', { name: 'Connecting to Test Wallet' })).toBeVisible();
    await expect.element(page.getByText('Approve the connection request in Test Wallet.')).toBeVisible();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect.element(page.getByRole('heading', { name: 'Connect a wallet' })).toBeVisible();
    expect(connector.getState().connection.status).toBe('idle');
  });

  it('after a rejection offers to try again, which connects', async () => {
    const { connector, wallet } = useFixture();
    wallet.controls.reject({ once: true });
    await renderWalletUi(fixture!);
    await openConnectModal();
    await walletButton().click();

    await expect.element(page.getByRole('heading', { name: 'Request declined' })).toBeVisible();
    await expect.element(page.getByText('The connection request was declined in Test Wallet. You can try again or choose another wallet.')).toBeVisible();
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect.element(page.getByRole('heading', { name: 'Connected' })).toBeVisible();
    expect(connector.getState().wallets).toHaveLength(1);
  });

  it('after a rejection goes back to the wallet list', async () => {
    const { wallet } = useFixture();
    wallet.controls.reject({ once: true });
    await renderWalletUi(fixture!);
    await openConnectModal();
    await walletButton().click();
    await page.getByRole('button', { name: 'Back to wallets' }).click();
    await expect.element(page.getByRole('heading', { name: 'Connect a wallet' })).toBeVisible();
    await expect.element(walletButton()).toBeEnabled();
  });

  it('with a request already open (-32002) tells the person to finish in the wallet, then continues by itself', async () => {
    const { connector, wallet } = useFixture();
    wallet.controls.lock();
    await renderWalletUi(fixture!);
    await openConnectModal();
    await walletButton().click();

    await expect.element(page.getByRole('heading', { name: 'Finish in Test Wallet' })).toBeVisible();
    await expect.element(page.getByText(/Open Test Wallet, unlock it and finish the request there/)).toBeVisible();
    await wallet.controls.unlock();
    await expect.element(page.getByRole('heading', { name: 'Connected' })).toBeVisible();
    expect(connector.getState().wallets[0]?.label).toBe('Test Wallet');
  });

  it('for a wallet that is not installed shows the install message with its link', async () => {
    const { connector } = useFixture();
    await renderWalletUi(fixture!);
    await openConnectModal();
    void connector.connect({ label: 'MetaMask' });

    await expect.element(page.getByRole('heading', { name: 'MetaMask is not available' })).toBeVisible();
    const link = page.getByRole('link', { name: 'Please install or switch to MetaMask to continue' });
    await expect.element(link).toHaveAttribute('href', 'https://metamask.io/download/');
    await expect.element(link).toHaveAttribute('rel', 'noopener noreferrer');
    await page.getByRole('button', { name: 'Back to wallets' }).click();
    await expect.element(page.getByRole('heading', { name: 'Connect a wallet' })).toBeVisible();
  });

  it('for a wallet with no download page says to install or enable it', async () => {
    const { connector } = useFixture();
    await renderWalletUi(fixture!);
    await openConnectModal();
    void connector.connect({ label: 'Rabby Wallet' });
    await expect.element(page.getByText('Please install or enable Rabby Wallet to continue')).toBeVisible();
  });

  it('for any other failure shows the error in words and a way back', async () => {
    const { wallet } = useFixture();
    wallet.controls.respond('eth_requestAccounts', { error: { code: -32000, message: 'The wallet broke' } }, { once: true });
    await renderWalletUi(fixture!);
    await openConnectModal();
    await walletButton().click();

    await expect.element(page.getByRole('heading', { name: 'Could not connect to Test Wallet' })).toBeVisible();
    await expect.element(page.getByRole('alert')).toHaveTextContent(/^Something went wrong: .+/);
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect.element(page.getByRole('heading', { name: 'Connected' })).toBeVisible();
  });
});

const slotOpenerName = 'Connect wallet';
const accountButtonName = 'Your account';

/**
 * Like an app's header: a "Connect wallet" button that the connected account's button replaces
 * (with `accountInMenu`, inside a new wrapper that replaces the opener's), and, with
 * `busyWhileConnecting`, a "Connecting…" button in its place during the request.
 */
function HeaderSlot({ busyWhileConnecting = false, accountInMenu = false }: { busyWhileConnecting?: boolean; accountInMenu?: boolean }): ReactNode {
  const { open } = useConnectModal();
  const wallet = usePrimaryWallet();
  const status = useWalletState((state) => state.connection.status);
  const account = (
    <button key="account" type="button">
      {accountButtonName}
    </button>
  );
  return (
    <nav>
      <a href="#top">Home</a>
      {wallet && accountInMenu ? (
        <div>{account}</div>
      ) : (
        <span>
          {wallet ? (
            account
          ) : busyWhileConnecting && status !== 'idle' ? (
            <button key="busy" type="button" aria-busy="true">
              Connecting…
            </button>
          ) : (
            <button key="open" type="button" onClick={open}>
              {slotOpenerName}
            </button>
          )}
        </span>
      )}
      <a href="#help">Help</a>
    </nav>
  );
}

/** The dialog has closed: focus is on the page's button named `name` (not on <body>). */
function expectFocusOn(name: string): void {
  const focused = document.activeElement;
  expect(focused === document.body ? '<body>' : focused?.textContent).toBe(name);
  expect(focused).toBe(page.getByRole('button', { name }).element());
}

/** Opens the modal from the header slot with the keyboard, as a keyboard user does. */
async function openFromSlot(): Promise<void> {
  page.getByRole('button', { name: slotOpenerName }).element().focus();
  await userEvent.keyboard('{Enter}');
  await expect.element(connectDialog()).toBeVisible();
}

/** Opens the modal from the header slot and picks the test wallet, until `step` heads the modal. */
async function pickWalletFromSlot(step: 'Connected' | 'Connecting to Test Wallet'): Promise<void> {
  await openFromSlot();
  await walletButton().click();
  await expect.element(page.getByRole('heading', { name: step })).toBeVisible();
}

/** Closes the modal with Escape or its close button; then the focus is on the button named `name`. */
async function closeExpectingFocusOn(how: 'Escape' | 'Close', name: string): Promise<void> {
  if (how === 'Escape') await userEvent.keyboard('{Escape}');
  else await connectDialog().getByRole('button', { name: 'Close' }).click();
  await expect.poll(() => openDialogElement()).toBeNull();
  expectFocusOn(name);
}

describe('ConnectModal — focus after closing, when the opener has gone', () => {
  it('after the connected step closes by itself, focus is on the account button that replaced the opener', async () => {
    useFixture();
    await renderWalletUi(fixture!, { children: <HeaderSlot /> });
    await pickWalletFromSlot('Connected');
    // The opener is gone: the account button stands where it was.
    expect(page.getByRole('button', { name: slotOpenerName }).query()).toBeNull();

    await expect.poll(() => openDialogElement(), { timeout: CONNECTED_CLOSE_DELAY_MS + 5000 }).toBeNull();
    expectFocusOn(accountButtonName);
  });

  it("when the opener's whole wrapper was replaced, focus is on the account button in the new one", async () => {
    useFixture();
    await renderWalletUi(fixture!, { children: <HeaderSlot accountInMenu /> });
    await pickWalletFromSlot('Connected');
    await closeExpectingFocusOn('Escape', accountButtonName);
  });

  it('closed with Escape or its close button on the connected step, focus is on the account button', async () => {
    useFixture();
    await renderWalletUi(fixture!, { children: <HeaderSlot /> });
    await pickWalletFromSlot('Connected');
    await closeExpectingFocusOn('Escape', accountButtonName);

    await fixture!.connector.disconnect();
    await pickWalletFromSlot('Connected');
    await closeExpectingFocusOn('Close', accountButtonName);
  });

  it('closed with Escape or its close button while connecting, focus is back on the opener', async () => {
    const { wallet } = useFixture();
    wallet.controls.respond('eth_requestAccounts', { hang: true });
    await renderWalletUi(fixture!, { children: <HeaderSlot /> });
    await pickWalletFromSlot('Connecting to Test Wallet');
    await closeExpectingFocusOn('Escape', slotOpenerName);

    await pickWalletFromSlot('Connecting to Test Wallet');
    await closeExpectingFocusOn('Close', slotOpenerName);
  });

  it('closed while connecting with the opener replaced meanwhile, focus is on what stands in its place', async () => {
    const { wallet } = useFixture();
    wallet.controls.respond('eth_requestAccounts', { hang: true });
    await renderWalletUi(fixture!, { children: <HeaderSlot busyWhileConnecting /> });
    await pickWalletFromSlot('Connecting to Test Wallet');
    // Closing cancels the request: the slot's opener comes back in the same render.
    await closeExpectingFocusOn('Close', slotOpenerName);
  });
});

describe('ConnectModal — closing and focus', () => {
  it('moves focus into the modal and back to the opener; Escape closes', async () => {
    useFixture();
    await renderWalletUi(fixture!);
    const opener = page.getByRole('button', { name: openerName });
    await opener.click();
    await expect.element(connectDialog()).toBeVisible();
    expect(openDialogElement()?.contains(document.activeElement)).toBe(true);

    await userEvent.keyboard('{Escape}');
    await expect.poll(() => openDialogElement()).toBeNull();
    await expect.element(opener).toHaveFocus();
  });

  it('closes on a click on the backdrop, not on a click inside', async () => {
    useFixture();
    await renderWalletUi(fixture!);
    await openConnectModal();
    await page.getByRole('heading', { name: 'Connect a wallet' }).click();
    expect(openDialogElement()).not.toBeNull();

    await userEvent.click(page.elementLocator(document.documentElement), { position: { x: 4, y: 4 }, force: true });
    await expect.poll(() => openDialogElement()).toBeNull();
  });

  it('closing while a wallet request is open cancels it cleanly', async () => {
    const { connector, wallet } = useFixture();
    wallet.controls.respond('eth_requestAccounts', { hang: true }, { once: true });
    await renderWalletUi(fixture!);
    await openConnectModal();
    await walletButton().click();
    await expect.element(page.getByRole('heading', { name: 'Connecting to Test Wallet' })).toBeVisible();

    await userEvent.keyboard('{Escape}');
    await expect.poll(() => openDialogElement()).toBeNull();
    expect(connector.getState().connection.status).toBe('idle');

    await openConnectModal();
    await expect.element(page.getByRole('heading', { name: 'Connect a wallet' })).toBeVisible();
    await walletButton().click();
    await expect.element(page.getByRole('heading', { name: 'Connected' })).toBeVisible();
  });

  it('works with the keyboard alone', async () => {
    const { connector } = useFixture();
    await renderWalletUi(fixture!, { modal: { termsUrl: 'https://example.org/terms' } });
    page.getByRole('button', { name: openerName }).element().focus();
    await userEvent.keyboard('{Enter}');
    await expect.element(connectDialog()).toBeVisible();

    const checkbox = page.getByRole('checkbox');
    for (let presses = 0; presses < 6 && document.activeElement !== checkbox.element(); presses += 1) await userEvent.tab();
    await expect.element(checkbox).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect.element(checkbox).toBeChecked();

    for (let presses = 0; presses < 6 && document.activeElement !== walletButton().element(); presses += 1) await userEvent.tab();
    await expect.element(walletButton()).toHaveFocus();
    // Focus is visible: a solid ring in the theme's focus colour.
    const ring = getComputedStyle(walletButton().element());
    expect({ style: ring.outlineStyle, width: ring.outlineWidth }).toEqual({ style: 'solid', width: '2px' });
    await userEvent.keyboard('{Enter}');
    await expect.element(page.getByRole('heading', { name: 'Connected' })).toBeVisible();
    expect(connector.getState().wallets).toHaveLength(1);
  });
});

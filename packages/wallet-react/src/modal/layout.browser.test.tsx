import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { cleanup } from 'vitest-browser-react';
import { openConnectModal, openDialogElement, renderWalletUi } from '../../test/render-wallet-ui.tsx';
import { createWalletFixture, type WalletFixture } from '../../test/wallet-fixture.ts';
import { ActionRequiredModal } from './action-required-modal.tsx';

let fixture: WalletFixture | undefined;

afterEach(async () => {
  await cleanup();
  fixture?.cleanup();
  fixture = undefined;
});

async function openAt(width: number, height: number): Promise<DOMRect> {
  await page.viewport(width, height);
  fixture = createWalletFixture();
  await renderWalletUi(fixture);
  await openConnectModal();
  const dialog = openDialogElement();
  if (!dialog) throw new Error('the modal did not open');
  // Measured once the opening animation (a slide or a scale) has ended.
  await Promise.all(dialog.getAnimations().map((animation) => animation.finished));
  return dialog.getBoundingClientRect();
}

describe('layout', () => {
  it('is 488 × 440 px and centred on a 1280 × 800 desktop', async () => {
    const box = await openAt(1280, 800);
    expect([box.width, box.height]).toEqual([488, 440]);
    expect(box.left).toBeCloseTo((1280 - 488) / 2, 0);
    expect(box.top).toBeCloseTo((800 - 440) / 2, 0);
  });

  it('at exactly 768 px uses the desktop layout only', async () => {
    const box = await openAt(768, 900);
    expect(matchMedia('(min-width: 768px)').matches).toBe(true);
    expect([box.width, box.height]).toEqual([488, 440]);
    expect(getComputedStyle(openDialogElement()!).borderBottomLeftRadius).not.toBe('0px');
  });

  it('below 768 px is a bottom sheet with rounded top corners', async () => {
    const box = await openAt(767, 900);
    expect(box.width).toBe(767);
    expect(box.bottom).toBe(900);
    const style = getComputedStyle(openDialogElement()!);
    expect(style.borderTopLeftRadius).not.toBe('0px');
    expect(style.borderBottomLeftRadius).toBe('0px');
  });

  it('on a 390 × 844 phone the sheet fits the screen', async () => {
    const box = await openAt(390, 844);
    expect(box.width).toBe(390);
    expect(box.bottom).toBe(844);
    expect(box.height).toBeLessThanOrEqual(844 * 0.85 + 1);
  });

  it('a one-step notice fits its text on a desktop, centred, its buttons right below it', async () => {
    await page.viewport(1280, 800);
    fixture = createWalletFixture();
    const notice: ReactNode = <ActionRequiredModal open walletLabel="Test Wallet" onClose={() => undefined} />;
    await renderWalletUi(fixture, { children: notice });
    await expect.poll(openDialogElement).not.toBeNull();
    const dialog = openDialogElement()!;
    await Promise.all(dialog.getAnimations().map((animation) => animation.finished));
    const box = dialog.getBoundingClientRect();
    expect(box.width).toBe(488);
    expect(box.height).toBeLessThan(300);
    expect(box.top).toBeCloseTo((800 - box.height) / 2, 0);
    const text = dialog.querySelector('.wr-text')!.getBoundingClientRect();
    const actions = dialog.querySelector('.wr-actions .wr-button')!.getBoundingClientRect();
    // 20 px between the text and the buttons, nothing more; the content's padding below them.
    expect(actions.top - text.bottom).toBeCloseTo(20, 0);
    expect(box.bottom - actions.bottom).toBeCloseTo(24, 0);
  });

  it('a wallet that announces a very long name widens nothing and hides no button', async () => {
    await page.viewport(1280, 800);
    fixture = createWalletFixture({ wallet: { info: { name: 'W'.repeat(300), rdns: 'com.example.longname' } } });
    fixture.wallet.controls.respond('eth_requestAccounts', { hang: true });
    await renderWalletUi(fixture);
    await openConnectModal();
    const dialog = openDialogElement()!;
    const list = dialog.querySelector('.wr-list')!;
    await expect.poll(() => dialog.querySelector('button.wr-wallet')).not.toBeNull();
    // The row keeps the list's width (its label is cut with an ellipsis) and nothing scrolls sideways.
    expect(dialog.querySelector('button.wr-wallet')!.getBoundingClientRect().width).toBe(list.getBoundingClientRect().width);
    expect(list.scrollWidth).toBe(list.clientWidth);

    (dialog.querySelector('button.wr-wallet') as HTMLButtonElement).click();
    const cancel = page.getByRole('button', { name: 'Cancel' });
    await expect.element(cancel).toBeInTheDocument();
    const box = dialog.getBoundingClientRect();
    const within = (element: Element) => {
      const rect = element.getBoundingClientRect();
      return rect.left >= box.left && rect.right <= box.right && rect.top >= box.top && rect.bottom <= box.bottom;
    };
    expect(dialog.scrollWidth).toBe(dialog.clientWidth);
    expect(within(dialog.querySelector('.wr-close')!)).toBe(true);
    // The name wraps and the modal's content scrolls, so Cancel can always be reached: by a box a
    // person can scroll, not the dialog (overflow: hidden, which only a script can scroll).
    cancel.element().scrollIntoView({ block: 'nearest' });
    expect(within(cancel.element())).toBe(true);
    expect(dialog.scrollTop).toBe(0);
  });
});

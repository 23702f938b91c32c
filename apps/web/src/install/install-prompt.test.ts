import { afterEach, describe, expect, it } from 'vitest';
import { captureInstallPrompt, installPromptState, type BeforeInstallPromptEvent } from './install-prompt.ts';
import { promptInstall } from './prompt-install.ts';

/** A `beforeinstallprompt` event as Chromium fires it, answering `outcome` when prompted. */
function installEvent(outcome: 'accepted' | 'dismissed'): BeforeInstallPromptEvent & { prompted: number } {
  const event = new Event('beforeinstallprompt', { cancelable: true }) as BeforeInstallPromptEvent & { prompted: number };
  event.prompted = 0;
  let choose: (choice: { outcome: 'accepted' | 'dismissed'; platform: string }) => void = () => undefined;
  Object.assign(event, {
    userChoice: new Promise((resolve) => {
      choose = resolve;
    }),
    prompt: () => {
      event.prompted += 1;
      choose({ outcome, platform: 'web' });
      return Promise.resolve();
    },
  });
  return event;
}

afterEach(() => {
  installPromptState.set({ deferred: null, installed: false });
});

describe('the install prompt', () => {
  it('is kept from start-up, shown once, and says what the visitor chose', async () => {
    const target = new EventTarget();
    captureInstallPrompt(target as Window);
    expect(await promptInstall()).toBe('unavailable');

    const event = installEvent('accepted');
    target.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(installPromptState.get().deferred).toBe(event);
    expect(await promptInstall()).toBe('accepted');
    expect(event.prompted).toBe(1);
    expect(await promptInstall()).toBe('unavailable');

    target.dispatchEvent(installEvent('dismissed'));
    expect(await promptInstall()).toBe('dismissed');
  });

  it('notes that the site was installed', () => {
    const target = new EventTarget();
    captureInstallPrompt(target as Window);
    target.dispatchEvent(installEvent('accepted'));
    target.dispatchEvent(new Event('appinstalled'));
    expect(installPromptState.get()).toEqual({ deferred: null, installed: true });
  });
});

import { AccessDeniedError } from '@tma.js/sdk-react';
import type { MouseEvent } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FileLink } from './file-link.tsx';
import { fileSaving, fileSavingOf, saveFileThroughTelegram, type FileSavingSdk } from './telegram-files.ts';

/** As the SDK makes it: an Error named AccessDeniedError, which is not `instanceof` the SDK's class of that name. */
const accessDenied = (): Error => Object.assign(new Error('User denied the action'), { name: 'AccessDeniedError' });

/** The SDK as a client has it: downloadFile from Mini Apps 8.0 (`downloads`), openLink on every client this site runs on. */
function fakeSdk(options: { downloads: boolean; opensLinks?: boolean; answer?: () => Promise<void> }) {
  const downloadFile = Object.assign(vi.fn(options.answer ?? (() => Promise.resolve())), { isAvailable: () => options.downloads });
  const openLink = Object.assign(vi.fn(), { isAvailable: () => options.opensLinks ?? true });
  return { downloadFile, openLink } satisfies FileSavingSdk;
}

const starter = { url: 'https://games.example/developers/files/starter.zip', fileName: 'starter.zip' };

/** A tick for the promise of Telegram's answer to settle. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  fileSaving.set({ way: 'browser' });
});

describe('how a Telegram client saves a file', () => {
  it('a client with downloadFile (Mini Apps 8.0) asks Telegram with the address and the name', async () => {
    const sdk = fakeSdk({ downloads: true });
    const saving = fileSavingOf(sdk);
    expect(saving.way).toBe('telegram-download');
    expect(saveFileThroughTelegram(starter, saving)).toBe(true);
    expect(sdk.downloadFile).toHaveBeenCalledWith(starter.url, 'starter.zip');
    await settled();
    expect(sdk.openLink).not.toHaveBeenCalled();
  });

  it('says whether the person downloads or declines, and leaves a declined download be', async () => {
    const accepted = fileSavingOf(fakeSdk({ downloads: true }));
    if (accepted.way !== 'telegram-download') throw new Error(accepted.way);
    await expect(accepted.download(starter)).resolves.toBe('downloading');

    const sdk = fakeSdk({ downloads: true, answer: () => Promise.reject(accessDenied()) });
    const declined = fileSavingOf(sdk);
    if (declined.way !== 'telegram-download') throw new Error(declined.way);
    await expect(declined.download(starter)).resolves.toBe('declined');
    saveFileThroughTelegram(starter, declined);
    await settled();
    expect(sdk.openLink).not.toHaveBeenCalled();
  });

  it("knows a refusal by the SDK's own AccessDeniedError (its instances are not instanceof it)", async () => {
    const refusal = new AccessDeniedError('User denied the action');
    const saving = fileSavingOf(fakeSdk({ downloads: true, answer: () => Promise.reject(refusal) }));
    if (saving.way !== 'telegram-download') throw new Error(saving.way);
    await expect(saving.download(starter)).resolves.toBe('declined');
  });

  it("opens the file's address in the browser when the client fails the download request", async () => {
    const sdk = fakeSdk({ downloads: true, answer: () => Promise.reject(new Error('timeout')) });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(saveFileThroughTelegram(starter, fileSavingOf(sdk))).toBe(true);
    await settled();
    expect(sdk.openLink).toHaveBeenCalledWith(starter.url);
    vi.restoreAllMocks();
  });

  it("an older client opens the file's address in the person's browser", () => {
    const sdk = fakeSdk({ downloads: false });
    const saving = fileSavingOf(sdk);
    expect(saving.way).toBe('telegram-open-link');
    expect(saveFileThroughTelegram(starter, saving)).toBe(true);
    expect(sdk.openLink).toHaveBeenCalledWith(starter.url);
    expect(sdk.downloadFile).not.toHaveBeenCalled();
  });

  it("a client that can do neither, and a plain browser, leave it to the browser's own download", () => {
    expect(fileSavingOf(fakeSdk({ downloads: false, opensLinks: false }))).toEqual({ way: 'browser' });
    expect(saveFileThroughTelegram(starter)).toBe(false);
  });
});

/** Taps the link FileLink renders, at `href` resolved as the page's anchor resolves it; says whether its own download was stopped. */
function tap(resolvedHref: string): boolean {
  const link = FileLink({ href: '/developers/files/starter.zip', fileName: 'starter.zip', children: 'Download the starter' }) as { props: { href: string; download: string; onClick: (event: MouseEvent<HTMLAnchorElement>) => void } };
  expect(link.props).toMatchObject({ href: '/developers/files/starter.zip', download: 'starter.zip' });
  const preventDefault = vi.fn();
  link.props.onClick({ currentTarget: { href: resolvedHref }, preventDefault } as unknown as MouseEvent<HTMLAnchorElement>);
  return preventDefault.mock.calls.length > 0;
}

describe('a file link', () => {
  it('downloads as any link in a browser', () => {
    expect(tap(starter.url)).toBe(false);
  });

  it('inside Telegram hands the absolute address and the name to Telegram instead of the webview', () => {
    const sdk = fakeSdk({ downloads: true });
    fileSaving.set(fileSavingOf(sdk));
    expect(tap(starter.url)).toBe(true);
    expect(sdk.downloadFile).toHaveBeenCalledWith(starter.url, 'starter.zip');
  });
});

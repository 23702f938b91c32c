import { afterEach, describe, expect, it } from 'vitest';
import { benignIcons } from './fixtures/benign-icons.ts';
import { PWNED_FLAG, hostileIcons } from './fixtures/hostile-icons.ts';
import { toSafeIconSrc } from './to-safe-icon-src.ts';

/** A fresh same-origin document per test, so one payload cannot hide another's result. */
function createFrame(): { document: Document; window: Window & Record<string, unknown> } {
  const iframe = document.createElement('iframe');
  document.body.append(iframe);
  const frameWindow = iframe.contentWindow;
  const frameDocument = iframe.contentDocument;
  if (!frameWindow || !frameDocument) throw new Error('iframe has no document');
  return { document: frameDocument, window: frameWindow as Window & Record<string, unknown> };
}

/** How the product renders an icon: only through `<img src>`, and only when it is safe. */
function renderIcon(target: Document, icon: string): HTMLImageElement | undefined {
  const src = toSafeIconSrc(icon);
  if (src === undefined) return undefined;
  const img = target.createElement('img');
  img.src = src;
  target.body.append(img);
  return img;
}

function settle(img: HTMLImageElement): Promise<'load' | 'error'> {
  if (img.complete) return Promise.resolve(img.naturalWidth > 0 ? 'load' : 'error');
  return new Promise((resolve) => {
    img.addEventListener('load', () => { resolve('load'); }, { once: true });
    img.addEventListener('error', () => { resolve('error'); }, { once: true });
  });
}

/** Resolves after `count` rendering frames of `target` (SVG animations begin, images paint). */
async function frames(target: Window, count: number): Promise<void> {
  for (let frame = 0; frame < count; frame += 1) await new Promise((resolve) => target.requestAnimationFrame(resolve));
}

afterEach(() => {
  for (const frame of document.querySelectorAll('iframe')) frame.remove();
});

describe('icons in Chromium', () => {
  it.each(benignIcons.map((fixture) => [fixture.name, fixture.icon] as const))('renders the benign icon: %s', async (_name, icon) => {
    const frame = createFrame();
    const img = renderIcon(frame.document, icon);
    expect(img).toBeDefined();
    expect(await settle(img as HTMLImageElement)).toBe('load');
    expect(img?.naturalWidth).toBeGreaterThan(0);
    expect(img?.naturalHeight).toBeGreaterThan(0);
  });

  it.each(hostileIcons.filter((fixture) => fixture.executesOnInsert).map((fixture) => [fixture.name, fixture.icon] as const))(
    'the hostile fixture is live: %s runs when a page includes it as HTML',
    async (_name, icon) => {
      const iframe = document.createElement('iframe');
      iframe.srcdoc = `<!doctype html><body>${icon}</body>`;
      document.body.append(iframe);
      const ran = () => (iframe.contentWindow as unknown as Record<string, unknown> | null)?.[PWNED_FLAG] === 1;
      await expect.poll(ran, { timeout: 3000 }).toBe(true);
    },
  );

  it('renders no hostile icon, and none runs script even when forced into <img src>', async () => {
    const frame = createFrame();
    const forced: HTMLImageElement[] = [];
    for (const { icon } of hostileIcons) {
      expect(renderIcon(frame.document, icon)).toBeUndefined();
      // Even bypassing the check, an image cannot run script: the second line of defence.
      const img = frame.document.createElement('img');
      img.src = icon.trim().startsWith('<') ? `data:image/svg+xml,${encodeURIComponent(icon)}` : icon.trim();
      frame.document.body.append(img);
      forced.push(img);
    }
    // Whatever could run has had its chance: every image loaded or failed, was decoded (an SVG
    // image's document is built and its animations set up), and frames were rendered with them.
    await Promise.all(forced.map(settle));
    await Promise.all(forced.map((img) => img.decode().catch(() => undefined)));
    await frames(frame.window, 2);
    expect(frame.window[PWNED_FLAG]).toBeUndefined();
    expect((window as unknown as Record<string, unknown>)[PWNED_FLAG]).toBeUndefined();
  });
});

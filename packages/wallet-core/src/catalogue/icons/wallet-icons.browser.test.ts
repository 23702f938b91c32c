import { describe, expect, it } from 'vitest';
import { injectedWallets } from '../injected-wallets.ts';

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => { resolve(image); };
    image.onerror = () => { reject(new Error('icon failed to load')); };
    image.src = src;
  });
}

describe('catalogue wallet icons in a real browser', () => {
  it('every icon renders through <img src> as a 40 × 40 picture with its brand colour', async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 40;
    canvas.height = 40;
    const context = canvas.getContext('2d', { willReadFrequently: true })!;
    for (const wallet of injectedWallets()) {
      const icon = await wallet.getIcon();
      const image = await loadImage(`data:image/svg+xml,${encodeURIComponent(icon)}`);
      expect([image.naturalWidth, image.naturalHeight], wallet.label).toEqual([40, 40]);
      context.clearRect(0, 0, 40, 40);
      context.drawImage(image, 0, 0);
      // A pixel near the edge (inside the rounded corner) shows the background colour.
      const [red = 0, green = 0, blue = 0, alpha = 0] = context.getImageData(20, 2, 1, 1).data;
      const background = /rect[^>]*fill="#([0-9A-F]{6})"/i.exec(icon)?.[1] ?? '';
      expect(alpha, wallet.label).toBe(255);
      expect([red, green, blue], wallet.label).toEqual([0, 2, 4].map((start) => parseInt(background.slice(start, start + 2), 16)));
    }
  });
});

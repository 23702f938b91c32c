import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { checkThumbnail } from './check-thumbnail.ts';
import { buildTestJpeg, buildTestPng, buildTestWebp } from '../test-support/test-images.ts';

describe('checkThumbnail accepts by content', () => {
  it('a PNG, with its size read from the image', () => {
    const png = buildTestPng(320, 180);
    // The test PNG really is one: its pixel rows inflate to (width + filter byte) × height.
    expect(inflateSync(png.subarray(8 + 25 + 8, png.length - 12 - 4)).length).toBe(321 * 180);
    expect(checkThumbnail(png)).toEqual({ ok: true, type: 'image/png', extension: 'png', width: 320, height: 180 });
  });

  it('a JPEG', () => {
    expect(checkThumbnail(buildTestJpeg(640, 480))).toEqual({ ok: true, type: 'image/jpeg', extension: 'jpg', width: 640, height: 480 });
  });

  it('a WebP', () => {
    expect(checkThumbnail(buildTestWebp(512, 512))).toEqual({ ok: true, type: 'image/webp', extension: 'webp', width: 512, height: 512 });
  });

  it('the smallest and largest sides allowed', () => {
    expect(checkThumbnail(buildTestPng(32, 4096, { pixels: false })).ok).toBe(true);
  });
});

describe('checkThumbnail refuses', () => {
  it('an HTML file renamed .png', () => {
    expect(checkThumbnail(Buffer.from('<!doctype html><script>parent.document.cookie</script>'))).toEqual({
      ok: false,
      problem: 'not_an_image',
      message: 'The thumbnail is not a PNG, JPEG or WebP image (checked by its content, not its name).',
    });
  });

  it('an SVG and a GIF, which are images but not thumbnail formats', () => {
    expect(checkThumbnail(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"/>')).ok).toBe(false);
    expect(checkThumbnail(Buffer.from('GIF89a\x40\x00\x40\x00', 'latin1')).ok).toBe(false);
  });

  it('a PNG header claiming 100,000 × 100,000 pixels', () => {
    expect(checkThumbnail(buildTestPng(100_000, 100_000, { pixels: false }))).toEqual({
      ok: false,
      problem: 'bad_dimensions',
      message: 'The thumbnail is 100000×100000 pixels; each side must be from 32 to 4096.',
    });
  });

  it('a JPEG too small to see', () => {
    expect(checkThumbnail(buildTestJpeg(16, 16))).toMatchObject({ ok: false, problem: 'bad_dimensions' });
  });

  it('a WebP wider than 4096', () => {
    expect(checkThumbnail(buildTestWebp(5000, 100))).toMatchObject({ ok: false, problem: 'bad_dimensions' });
  });

  it('a file over 1 MB, whatever it holds', () => {
    const big = Buffer.concat([buildTestPng(64, 64), Buffer.alloc(1024 * 1024)]);
    expect(checkThumbnail(big)).toEqual({ ok: false, problem: 'too_large', message: 'The thumbnail is larger than 1024 KB.' });
  });

  it('a PNG cut short, and a PNG signature followed by nothing', () => {
    const png = buildTestPng(64, 64);
    expect(checkThumbnail(png.subarray(0, png.length - 20))).toEqual({ ok: false, problem: 'damaged', message: "The thumbnail's PNG data is damaged or cut short." });
    expect(checkThumbnail(png.subarray(0, 10))).toMatchObject({ ok: false, problem: 'damaged' });
  });

  it('a JPEG without its end marker, and an empty file', () => {
    const jpeg = buildTestJpeg(64, 64);
    expect(checkThumbnail(jpeg.subarray(0, jpeg.length - 2))).toMatchObject({ ok: false, problem: 'damaged' });
    expect(checkThumbnail(new Uint8Array())).toMatchObject({ ok: false, problem: 'not_an_image' });
  });

  it('HTML behind a PNG signature', () => {
    const disguised = Buffer.concat([buildTestPng(64, 64).subarray(0, 8), Buffer.from('<html><script>alert(1)</script></html>')]);
    expect(checkThumbnail(disguised)).toMatchObject({ ok: false, problem: 'damaged' });
  });
});

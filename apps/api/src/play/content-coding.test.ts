import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ifNoneMatchHits } from '../text/entity-tag.ts';
import { acceptedCoding, codedEntityTag, compressedBytes, compressionThreshold, worthCompressing } from './content-coding.ts';
import { gameSdkV2ScriptPath, readGameSdkScript } from './game-sdk-script.ts';

describe('acceptedCoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br', 'br'],
    ['deflate, gzip;q=0.001', 'gzip'],
    ['br;q=0.8, gzip;q=0.9', 'gzip'],
    ['br;q=0.9, gzip;q=0.9', 'br'],
    ['Br ; Q=1', 'br'],
    ['*', 'br'],
    ['*;q=0.5, br;q=0', 'gzip'],
    ['gzip;q=0, *', 'br'],
  ] as const)('%s: %s', (header, coding) => {
    expect(acceptedCoding(header)).toBe(coding);
  });

  it.each([
    ['no header', undefined],
    ['an empty one', ''],
    ['identity', 'identity'],
    ['both refused', 'br;q=0, gzip;q=0'],
    ['everything refused', '*;q=0'],
    ['other codings', 'deflate, zstd, compress'],
    ['weights out of range or not numbers', 'br;q=1.5, gzip;q=-1, *;q=abc'],
    ['too many decimals', 'br;q=0.0001'],
    ['punctuation', ';;,,;q=, ;'],
  ])('identity for %s', (_name, header) => {
    expect(acceptedCoding(header)).toBeNull();
  });

  it('answers for any header at all, never throwing', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.array(fc.constantFrom('br', 'gzip', '*', ';', ',', 'q=', '0.5', ' ', '1', 'identity')).map((parts) => parts.join(''))), (header) => {
        expect([null, 'br', 'gzip']).toContain(acceptedCoding(header));
      }),
      { numRuns: 1000 },
    );
  });
});

describe('worthCompressing', () => {
  it.each([
    ['text/html; charset=utf-8', true],
    ['text/javascript; charset=utf-8', true],
    ['text/css; charset=utf-8', true],
    ['application/json; charset=utf-8', true],
    ['image/svg+xml', true],
    ['application/wasm', true],
    ['model/gltf+json', true],
    ['image/png', false],
    ['image/webp', false],
    ['font/woff2', false],
    ['audio/ogg', false],
    ['application/octet-stream', false],
  ])('%s: %s above the threshold, never below it', (type, worth) => {
    expect(worthCompressing(type, compressionThreshold)).toBe(worth);
    expect(worthCompressing(type, compressionThreshold - 1)).toBe(false);
  });
});

describe('codedEntityTag', () => {
  it('gives each coding a weak tag of its own, which If-None-Match still finds', () => {
    const stored = '"abc-12"';
    expect(codedEntityTag(stored, null)).toBe(stored);
    expect(codedEntityTag(stored, 'br')).toBe('W/"abc-12-br"');
    expect(codedEntityTag(`W/${stored}`, 'gzip')).toBe('W/"abc-12-gzip"');
    expect(ifNoneMatchHits('W/"abc-12-br"', codedEntityTag(stored, 'br'))).toBe(true);
    expect(ifNoneMatchHits(stored, codedEntityTag(stored, 'br'))).toBe(false);
    expect(ifNoneMatchHits('W/"abc-12-gzip"', codedEntityTag(stored, 'br'))).toBe(false);
    expect(ifNoneMatchHits('W/"abc-12-br"', stored)).toBe(false);
  });
});

describe('compressedBytes', () => {
  it('compresses bytes that decode back to themselves', () => {
    const bytes = Buffer.from('SiteGame.ready();\n'.repeat(200));
    expect(brotliDecompressSync(compressedBytes(bytes, 'br')).equals(bytes)).toBe(true);
    expect(gunzipSync(compressedBytes(bytes, 'gzip')).equals(bytes)).toBe(true);
  });

  it("keeps brotli's best for bytes compressed once: the SDK smaller than as a stored file streams", () => {
    const sdk = readGameSdkScript(gameSdkV2ScriptPath);
    const held = compressedBytes(sdk, 'br');
    expect(brotliDecompressSync(held).equals(sdk)).toBe(true);
    expect(held.length).toBeLessThan(brotliCompressSync(sdk, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }).length);
  });
});

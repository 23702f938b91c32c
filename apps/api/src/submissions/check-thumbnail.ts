import { imageSize } from 'image-size';

export type ThumbnailType = 'image/png' | 'image/jpeg' | 'image/webp';

export type ThumbnailCheck =
  | { ok: true; type: ThumbnailType; extension: 'png' | 'jpg' | 'webp'; width: number; height: number }
  | { ok: false; problem: 'too_large' | 'not_an_image' | 'damaged' | 'bad_dimensions'; message: string };

export interface ThumbnailLimits {
  maxBytes: number;
  minSide: number;
  maxSide: number;
}

export const defaultThumbnailLimits: ThumbnailLimits = { maxBytes: 1024 * 1024, minSide: 32, maxSide: 4096 };

const startsWith = (bytes: Uint8Array, prefix: number[], at = 0): boolean => prefix.every((byte, index) => bytes[at + index] === byte);
const ascii = (text: string): number[] => Array.from(Buffer.from(text, 'latin1'));

/** The format by its magic bytes, whatever the file is called. */
function formatOf(bytes: Uint8Array): { type: ThumbnailType; extension: 'png' | 'jpg' | 'webp' } | null {
  if (startsWith(bytes, [0x89, ...ascii('PNG\r\n'), 0x1a, 0x0a])) return { type: 'image/png', extension: 'png' };
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { type: 'image/jpeg', extension: 'jpg' };
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return { type: 'image/webp', extension: 'webp' };
  return null;
}

/** Whether the file ends the way its format does (PNG's IEND chunk, JPEG's end-of-image marker): catches a cut-short upload. */
function endsWhole(bytes: Uint8Array, type: ThumbnailType): boolean {
  if (type === 'image/png') return startsWith(bytes, [...ascii('IEND'), 0xae, 0x42, 0x60, 0x82], bytes.length - 8);
  if (type === 'image/jpeg') return startsWith(bytes, [0xff, 0xd9], bytes.length - 2);
  // RIFF's own length field counts everything after its first 8 bytes.
  const riffLength = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint32(4, true);
  return riffLength + 8 === bytes.length || riffLength + 9 === bytes.length;
}

/**
 * A game's thumbnail (packages/game-sdk/README.md, "Submitting a game"): PNG, JPEG or WebP by content, not by name, at most 1 MB,
 * whole, and with sides from 32 to 4096 pixels read from the image's own header.
 */
export function checkThumbnail(bytes: Uint8Array, limits: ThumbnailLimits = defaultThumbnailLimits): ThumbnailCheck {
  if (bytes.byteLength > limits.maxBytes) {
    return { ok: false, problem: 'too_large', message: `The thumbnail is larger than ${Math.round(limits.maxBytes / 1024)} KB.` };
  }
  const format = formatOf(bytes);
  if (format === null) return { ok: false, problem: 'not_an_image', message: 'The thumbnail is not a PNG, JPEG or WebP image (checked by its content, not its name).' };
  let size: { width: number | undefined; height: number | undefined; type?: string | undefined };
  try {
    size = imageSize(bytes);
  } catch {
    return { ok: false, problem: 'damaged', message: `The thumbnail's ${format.extension.toUpperCase()} header is damaged.` };
  }
  const expectedType = format.extension === 'jpg' ? 'jpg' : format.extension;
  if (size.type !== expectedType || size.width === undefined || size.height === undefined || !endsWhole(bytes, format.type)) {
    return { ok: false, problem: 'damaged', message: `The thumbnail's ${format.extension.toUpperCase()} data is damaged or cut short.` };
  }
  const { width, height } = size;
  if (width < limits.minSide || height < limits.minSide || width > limits.maxSide || height > limits.maxSide) {
    return {
      ok: false,
      problem: 'bad_dimensions',
      message: `The thumbnail is ${width}×${height} pixels; each side must be from ${limits.minSide} to ${limits.maxSide}.`,
    };
  }
  return { ok: true, type: format.type, extension: format.extension, width, height };
}

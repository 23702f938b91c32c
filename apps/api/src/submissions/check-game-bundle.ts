import { gameRules } from '@site/api-contract';
import { Readable } from 'node:stream';
import { crc32 } from 'node:zlib';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { extensionOf, webFileTypeOf } from '../storage/web-file-types.ts';
import { checkBundlePath } from './bundle-path.ts';

export interface BundleFile {
  /** Relative to the bundle's root, `/`-separated, checked (see bundle-path.ts). */
  path: string;
  bytes: Uint8Array;
  /** The Content-Type it is served with. */
  type: string;
}

export type BundleProblem =
  | 'not_a_zip'
  | 'archive_too_large'
  | 'too_large'
  | 'too_many_files'
  | 'unsafe_path'
  | 'link'
  | 'encrypted'
  | 'unsupported_compression'
  | 'duplicate_name'
  | 'file_type'
  | 'no_index'
  | 'corrupt';

export type BundleCheck =
  | { ok: true; files: BundleFile[]; unpackedBytes: number }
  | { ok: false; problem: BundleProblem; message: string };

export interface BundleLimits {
  /** All files together, counted while inflating. */
  maxUnpackedBytes: number;
  maxFiles: number;
  /** The zip itself, as uploaded. */
  maxArchiveBytes: number;
}

const megabyte = 1024 * 1024;
/** The game rules' whole game (packages/api-contract, game-rules.ts), the zip held to the same size. */
export const defaultBundleLimits: BundleLimits = { maxUnpackedBytes: gameRules.gameMaxBytes, maxFiles: gameRules.gameMaxFiles, maxArchiveBytes: gameRules.gameMaxBytes };

class Refusal extends Error {
  constructor(
    readonly problem: BundleProblem,
    message: string,
  ) {
    super(message);
  }
}

const shown = (name: string): string => JSON.stringify(name.length > 80 ? `${name.slice(0, 80)}…` : name);
const inMegabytes = (bytes: number): string => `${Math.round((bytes / megabyte) * 10) / 10} MB`;

/** What operating systems add to zips on their own; skipped rather than refused. */
const isSystemLitter = (path: string): boolean => path.startsWith('__MACOSX/') || /(^|\/)(\.DS_Store|Thumbs\.db|desktop\.ini)$/i.test(path);

const unixFileType = (entry: Entry): number => (entry.externalFileAttributes >>> 16) & 0o170000;
const isLink = (entry: Entry): boolean => {
  if (unixFileType(entry) === 0o120000) return true;
  // MS-DOS, NTFS and VFAT hosts mark links (reparse points) in the low attribute bits.
  const host = entry.versionMadeBy >>> 8;
  return [0, 10, 14].includes(host) && (entry.externalFileAttributes & 0x400) !== 0;
};

async function readAll(input: Uint8Array | Readable, maxBytes: number): Promise<Buffer> {
  if (!(input instanceof Readable)) {
    if (input.byteLength > maxBytes) throw new Refusal('archive_too_large', `The bundle is larger than ${inMegabytes(maxBytes)}.`);
    return Buffer.from(input.buffer, input.byteOffset, input.byteLength);
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of input as AsyncIterable<Buffer>) {
    size += chunk.byteLength;
    if (size > maxBytes) {
      input.destroy();
      throw new Refusal('archive_too_large', `The bundle is larger than ${inMegabytes(maxBytes)}.`);
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

async function openZip(archive: Buffer): Promise<ZipFile> {
  try {
    // Raw names (checked by us, never rewritten) and sizes we count ourselves.
    return await yauzl.fromBufferPromise(archive, { lazyEntries: true, autoClose: false, decodeStrings: false, validateEntrySizes: false });
  } catch {
    const looksLikeZip = archive.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
    throw new Refusal('not_a_zip', looksLikeZip ? "The bundle's zip is cut short or damaged; upload it again." : 'The bundle is not a zip file.');
  }
}

interface Listed {
  entry: Entry;
  path: string;
  type: string;
}

/** Every entry's name, kind and declared size, before a single byte is inflated. */
async function listEntries(zip: ZipFile, limits: BundleLimits): Promise<Listed[]> {
  const listed: Listed[] = [];
  const seen = new Map<string, string>();
  const folders = new Set<string>();
  let declaredBytes = 0;
  try {
    for await (const entry of zip.eachEntry()) {
      const name = new TextDecoder().decode(entry.fileNameRaw);
      const checked = checkBundlePath(name);
      if (!checked.ok) throw new Refusal(checked.problem, checked.message);
      if (isLink(entry)) throw new Refusal('link', `The bundle's file ${shown(name)} is a link; links are not allowed, include the file itself.`);
      if (entry.isEncrypted()) throw new Refusal('encrypted', `The bundle's file ${shown(name)} is encrypted; upload a zip without a password.`);
      if (checked.isFolder || isSystemLitter(checked.path)) continue;
      const fileType = unixFileType(entry);
      if (fileType !== 0 && fileType !== 0o100000) throw new Refusal('link', `The bundle's file ${shown(name)} is not a regular file.`);
      if (entry.compressionMethod !== 0 && entry.compressionMethod !== 8) {
        throw new Refusal('unsupported_compression', `The bundle's file ${shown(name)} uses a compression method other than deflate or none; zip it again with a standard tool.`);
      }
      const type = webFileTypeOf(checked.path);
      if (type === null) {
        const extension = extensionOf(checked.path);
        throw new Refusal(
          'file_type',
          extension === ''
            ? `The bundle's file ${shown(name)} has no file extension; only web files (.html, .js, .css, images, audio, fonts…) may be in a game.`
            : `The bundle's file ${shown(name)} is a .${extension} file, which is not a web file type; only web files (.html, .js, .css, images, audio, fonts…) may be in a game.`,
        );
      }
      const folded = checked.path.toLowerCase();
      const earlier = seen.get(folded);
      if (earlier !== undefined) throw new Refusal('duplicate_name', `The bundle has two files named ${shown(earlier)} and ${shown(checked.path)}; names must differ by more than case.`);
      seen.set(folded, checked.path);
      const parts = folded.split('/');
      for (let depth = 1; depth < parts.length; depth += 1) folders.add(parts.slice(0, depth).join('/'));
      listed.push({ entry, path: checked.path, type });
      if (listed.length > limits.maxFiles) throw new Refusal('too_many_files', `The bundle has more than ${limits.maxFiles} files.`);
      declaredBytes += entry.uncompressedSize;
      if (declaredBytes > limits.maxUnpackedBytes) throw new Refusal('too_large', `The bundle unpacks to more than ${inMegabytes(limits.maxUnpackedBytes)}.`);
    }
  } catch (error) {
    if (error instanceof Refusal) throw error;
    throw new Refusal('corrupt', `The bundle's zip is damaged (${error instanceof Error ? error.message : 'unreadable'}).`);
  }
  for (const file of listed) {
    if (folders.has(file.path.toLowerCase())) throw new Refusal('duplicate_name', `The bundle's ${shown(file.path)} is both a file and a folder.`);
  }
  return listed;
}

function requireRootIndex(listed: Listed[]): void {
  if (listed.some((file) => file.path === 'index.html')) return;
  // Names are exact on the games' origin: a root `Index.HTML` is not the page a game starts from.
  const otherCase = listed.find((file) => file.path.toLowerCase() === 'index.html');
  if (otherCase) throw new Refusal('no_index', `The bundle has no index.html at its root, only ${shown(otherCase.path)}; name it exactly index.html, in lower case.`);
  const nested = listed.find((file) => file.path.toLowerCase().endsWith('/index.html'));
  throw new Refusal(
    'no_index',
    nested
      ? `The bundle has no index.html at its root, only ${shown(nested.path)}; zip the files inside the game's folder, not the folder itself.`
      : 'The bundle has no index.html at its root; a game starts from index.html.',
  );
}

/** Inflates every file, counting the bytes as they come (headers can lie) and checking each CRC. */
async function inflateAll(zip: ZipFile, listed: Listed[], limits: BundleLimits): Promise<{ files: BundleFile[]; total: number }> {
  const files: BundleFile[] = [];
  let total = 0;
  for (const { entry, path, type } of listed) {
    const chunks: Buffer[] = [];
    let size = 0;
    let checksum = 0;
    try {
      const stream = await zip.openReadStreamPromise(entry);
      for await (const chunk of stream as AsyncIterable<Buffer>) {
        size += chunk.byteLength;
        total += chunk.byteLength;
        if (total > limits.maxUnpackedBytes) throw new Refusal('too_large', `The bundle unpacks to more than ${inMegabytes(limits.maxUnpackedBytes)}.`);
        checksum = crc32(chunk, checksum);
        chunks.push(chunk);
      }
    } catch (error) {
      if (error instanceof Refusal) throw error;
      throw new Refusal('corrupt', `The bundle's file ${shown(path)} is damaged (${error instanceof Error ? error.message : 'unreadable'}).`);
    }
    if (size !== entry.uncompressedSize || checksum !== entry.crc32) {
      throw new Refusal('corrupt', `The bundle's file ${shown(path)} is damaged: its size or checksum does not match the zip's directory.`);
    }
    files.push({ path, bytes: Buffer.concat(chunks), type });
  }
  return { files, total };
}

/**
 * Checks a game bundle (packages/game-sdk/README.md, "Submitting a game") entirely in memory, before anything is stored: a zip with
 * `index.html` at its root, within the game rules' files and bytes unpacked (counted while inflating), safe
 * relative paths, no links, no encryption, no duplicate names, only web file types. Returns the
 * files to store, or the first problem found with a message naming it.
 */
export async function checkGameBundle(input: Uint8Array | Readable, limits: BundleLimits = defaultBundleLimits): Promise<BundleCheck> {
  let zip: ZipFile | null = null;
  try {
    const archive = await readAll(input, limits.maxArchiveBytes);
    zip = await openZip(archive);
    if (zip.entryCount > limits.maxFiles * 2) throw new Refusal('too_many_files', `The bundle has ${zip.entryCount} entries; a game may have at most ${limits.maxFiles} files.`);
    const listed = await listEntries(zip, limits);
    requireRootIndex(listed);
    const { files, total } = await inflateAll(zip, listed, limits);
    return { ok: true, files, unpackedBytes: total };
  } catch (error) {
    if (error instanceof Refusal) return { ok: false, problem: error.problem, message: error.message };
    throw error;
  } finally {
    zip?.close();
  }
}

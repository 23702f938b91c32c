import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

export interface Bytes {
  raw: number;
  gzip: number;
  brotli: number;
}

const bytesOf = (content: Buffer): Bytes => ({ raw: content.length, gzip: gzipSync(content, { level: 9 }).length, brotli: brotliCompressSync(content).length });

/**
 * Bytes of every file of the built bundle in `distDir`, and of all of them together (compressed
 * as one, as `tooling/scripts/size.mjs` measures the budgeted bundle).
 */
export function bundleBytes(distDir: string): Record<string, Bytes> {
  const files = readdirSync(distDir).filter((name) => !name.startsWith('.')).sort();
  const contents = files.map((name) => readFileSync(join(distDir, name)));
  const rows: Record<string, Bytes> = {};
  files.forEach((name, index) => (rows[name] = bytesOf(contents[index] as Buffer)));
  rows['all files'] = bytesOf(Buffer.concat(contents));
  return rows;
}

import { readdir } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { csrfHeader } from '@site/api-contract/routes';
import type { TestClient, TestResponse } from './test-client.ts';
import { buildTestPng } from './test-images.ts';
import { buildTestZip, type TestZipEntry } from './test-zip.ts';

/** A small playable bundle: index.html loading a script and a style by relative URLs. */
export const playableBundle = (marker = 'hello'): Buffer =>
  buildTestZip([
    { name: 'index.html', data: `<!doctype html><title>${marker}</title><link rel="stylesheet" href="style.css"><script src="js/game.js"></script><p>${marker}</p>` },
    { name: 'style.css', data: 'p { color: green; }' },
    { name: 'js/game.js', data: `console.log(${JSON.stringify(marker)});` },
  ]);

export type UploadPart = string | { bytes: Uint8Array; filename: string; type?: string };

/**
 * Posts a multipart form the way a browser's FormData does, with the client's cookies, Origin and
 * CSRF header (the contract's client speaks JSON only).
 */
export async function postForm<Body = unknown>(client: TestClient, path: string, parts: Record<string, UploadPart>): Promise<TestResponse<Body>> {
  const form = new FormData();
  for (const [name, part] of Object.entries(parts)) {
    if (typeof part === 'string') form.append(name, part);
    else form.append(name, new Blob([part.bytes], { type: part.type ?? 'application/octet-stream' }), part.filename);
  }
  const response = await client.fetch(path, { method: 'POST', headers: { accept: 'application/json', [csrfHeader.name]: csrfHeader.value }, body: form });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON: keep the text
  }
  return { status: response.status, headers: response.headers, body: body as Body };
}

/** A whole submission form, any part replaceable. */
export function submissionParts(overrides: Record<string, UploadPart | undefined> = {}): Record<string, UploadPart> {
  const parts: Record<string, UploadPart | undefined> = {
    title: 'Star Jumper',
    description: 'Jump from star to star.',
    category: 'arcade',
    thumbnail: { bytes: buildTestPng(64, 64), filename: 'thumb.png', type: 'image/png' },
    bundle: { bytes: playableBundle(), filename: 'game.zip', type: 'application/zip' },
    ...overrides,
  };
  return Object.fromEntries(Object.entries(parts).filter((entry): entry is [string, UploadPart] => entry[1] !== undefined));
}

export const zipPart = (entries: TestZipEntry[]): UploadPart => ({ bytes: buildTestZip(entries), filename: 'game.zip', type: 'application/zip' });

/** Every file under a folder, relative to it (the local storage's files). */
export async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => relative(folder, join(entry.parentPath, entry.name)).split('\\').join('/')).sort();
}

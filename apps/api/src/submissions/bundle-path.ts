import { unsafeSegmentReason } from '../storage/storage-key.ts';

export type BundlePath =
  | { ok: true; path: string; isFolder: boolean }
  | { ok: false; problem: 'unsafe_path'; message: string };

const maxPathLength = 512;
const maxDepth = 32;

const shown = (name: string): string => JSON.stringify(name.length > 80 ? `${name.slice(0, 80)}…` : name);

/**
 * A zip entry's name as a path inside the bundle, or why it may not be one: no absolute paths,
 * no `..`, no backslashes (which Windows tools read as folders), no control characters, and
 * every part safe to use as a storage key and a URL path segment.
 */
export function checkBundlePath(name: string): BundlePath {
  const refuse = (why: string): BundlePath => ({ ok: false, problem: 'unsafe_path', message: `The bundle's file ${shown(name)} ${why}.` });
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  if (/[\u0000-\u001f\u007f]/.test(name)) return refuse('has control characters in its name');
  if (name.includes('\\')) return refuse('has a backslash (\\) in its name; paths in a zip use /');
  if (name.startsWith('/') || /^[A-Za-z]:/.test(name)) return refuse('is an absolute path; every path must be relative to the bundle');
  const isFolder = name.endsWith('/');
  const segments = (isFolder ? name.slice(0, -1) : name).split('/');
  if (segments.includes('..')) return refuse('climbs out of the bundle with ".."');
  if (name.length > maxPathLength || segments.length > maxDepth) return refuse(`has a path longer than ${maxPathLength} characters or ${maxDepth} folders deep`);
  for (const segment of segments) {
    const reason = unsafeSegmentReason(segment);
    if (reason !== null) return refuse(`has a part of its path that ${reason}`);
  }
  return { ok: true, path: segments.join('/'), isFolder };
}

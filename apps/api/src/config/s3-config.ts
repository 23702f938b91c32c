import type { EnvReader } from './env-reader.ts';
import { settings } from './settings.ts';

/** An S3-compatible store for game bundles and thumbnails (src/storage/s3-file-storage.ts). */
export interface S3Config {
  /** The store's URL (`https://s3.eu-west-1.amazonaws.com`, a MinIO or R2 endpoint…); requests use path-style addressing. */
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
}

/** S3 bucket names: 3–63 lower-case letters, digits, dots and hyphens, starting and ending with a letter or digit. */
const bucketPattern = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

/**
 * S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY together (docs/api/settings.md),
 * S3_REGION optional; none set: null (files stay in FILES_DIR).
 */
export function readS3Config(read: EnvReader): S3Config | null {
  const group = read.group(['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const);
  const region = read.string('S3_REGION', settings.S3_REGION.default);
  if (group === null) return null;
  const endpoint = read.url('S3_ENDPOINT', null, ['http:', 'https:']);
  if (!bucketPattern.test(group.S3_BUCKET)) read.problems.push(`S3_BUCKET: must be 3 to 63 lower-case letters, digits, dots and hyphens (got ${JSON.stringify(group.S3_BUCKET)})`);
  if (endpoint === null) return null;
  return { endpoint, bucket: group.S3_BUCKET, accessKeyId: group.S3_ACCESS_KEY_ID, secretAccessKey: group.S3_SECRET_ACCESS_KEY, region };
}

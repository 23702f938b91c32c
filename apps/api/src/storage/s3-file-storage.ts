import type { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { S3Config } from '../config/s3-config.ts';
import type { FileStorage, StoredFile } from './file-storage.ts';
import type { StorageKey } from './storage-key.ts';
import { webFileTypeOf } from './web-file-types.ts';

/** S3's "no such object" (GetObject's NoSuchKey, HeadObject's bare 404). */
const isMissing = (error: unknown): boolean => (error as { $metadata?: { httpStatusCode?: number } } | null)?.$metadata?.httpStatusCode === 404;

/** Deletes run this many at a time: a version's bundle is tens of files, not thousands. */
const deleteConcurrency = 8;

/**
 * Files in a bucket of any S3-compatible store (AWS S3, MinIO, Cloudflare R2, Ceph…), one object
 * per key, so every API process on every machine sees the same files (docs/api/file-storage.md). A PutObject replaces an object whole: readers see the old file or
 * the new one. Objects are private: the API serves them (`/play`, `/api/thumbnails`).
 */
export class S3FileStorage implements FileStorage {
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(config: S3Config) {
    this.bucket = config.bucket;
    // On Node below 22 the SDK's client warns at its creation that SDK releases published after the first week of
    // January 2027 will require Node 22 (NodeVersionSupportWarning, @aws-sdk/core's emitWarningIfUnsupportedVersion):
    // every start of every process with S3_* set. The version pinned here supports Node 20 (its engines: >=20), so
    // the warning is for whoever upgrades the pin (docs/api/file-storage.md, "Node versions"), not for an operator.
    // The SDK's own switch, read from the environment at the client's creation; a value an operator gave is kept.
    process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ||= 'true';
    this.client = new S3Client({
      endpoint: config.endpoint,
      region: config.region,
      credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
      // Path-style (`endpoint/bucket/key`) works on every S3-compatible store; virtual hosts need DNS per bucket.
      forcePathStyle: true,
      // Checksums beyond SigV4's payload hash only where S3 requires them: not every compatible store knows the newer headers.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  async put(key: StorageKey, bytes: Uint8Array): Promise<void> {
    await this.client.send(new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: bytes, ContentLength: bytes.byteLength, ContentType: webFileTypeOf(key) ?? 'application/octet-stream' }));
  }

  async get(key: StorageKey): Promise<StoredFile | null> {
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      if (!object.Body || object.ETag === undefined) throw new Error(`The S3 store answered GetObject for ${key} without a body or an ETag.`);
      // In Node the SDK's body is the HTTP response itself: streamed on, never held whole.
      return { body: object.Body as Readable, size: object.ContentLength ?? 0, type: webFileTypeOf(key) ?? 'application/octet-stream', etag: object.ETag };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async exists(key: StorageKey): Promise<boolean> {
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return true;
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }

  async deleteByPrefix(prefix: StorageKey): Promise<void> {
    const keys: string[] = [prefix];
    let continuationToken: string | undefined;
    do {
      const page = await this.client.send(new ListObjectsV2Command({ Bucket: this.bucket, Prefix: `${prefix}/`, ContinuationToken: continuationToken }));
      for (const object of page.Contents ?? []) if (object.Key !== undefined) keys.push(object.Key);
      continuationToken = page.IsTruncated === true ? page.NextContinuationToken : undefined;
    } while (continuationToken !== undefined);
    // One DeleteObject each (deleting a missing key succeeds): DeleteObjects needs a checksum header that compatible stores read differently.
    for (let start = 0; start < keys.length; start += deleteConcurrency) {
      await Promise.all(keys.slice(start, start + deleteConcurrency).map((key) => this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }))));
    }
  }

  /** Closes the client's kept-alive connections. */
  close(): void {
    this.client.destroy();
  }
}

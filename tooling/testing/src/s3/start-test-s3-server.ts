import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
// @ts-expect-error -- @20minutes/s3rver ships no types: S3rverClass below is the part this module uses.
import s3rverModule from '@20minutes/s3rver';

/** The part of @20minutes/s3rver (a maintained fork of s3rver; it ships no types) this module uses. */
type S3rverClass = new (options: { address: string; port: number; directory: string; silent: boolean; vhostBuckets: boolean; configureBuckets: { name: string }[] }) => {
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
};
const S3rver = s3rverModule as S3rverClass;

export interface TestS3Server {
  /** `http://127.0.0.1:PORT`: the server's `S3_ENDPOINT`. */
  endpoint: string;
  /** A bucket made for this server (`S3_BUCKET`). */
  bucket: string;
  /** The only key pair it accepts; requests are checked with AWS Signature Version 4 as S3 does. */
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  /** `S3_ENDPOINT`, `S3_BUCKET`, `S3_ACCESS_KEY_ID`, `S3_SECRET_ACCESS_KEY` and `S3_REGION` for an API server. */
  env: Record<string, string>;
  close(): Promise<void>;
}

/**
 * An S3-compatible server on 127.0.0.1 (`options.port`, default a free one; `@20minutes/s3rver`, objects in a
 * temporary folder removed by `close()`), with one empty bucket. It speaks S3's REST API
 * (PutObject, GetObject with ETags and conditional requests, HeadObject, DeleteObject,
 * ListObjectsV2…) and refuses a request whose SigV4 signature is not made with its key pair.
 */
export async function startTestS3Server(options: { port?: number } = {}): Promise<TestS3Server> {
  const directory = await mkdtemp(join(tmpdir(), 'test-s3-'));
  const bucket = `test-${randomBytes(4).toString('hex')}`;
  // s3rver's one account: its fixed key pair (SigV4 is still checked against it).
  const accessKeyId = 'S3RVER';
  const secretAccessKey = 'S3RVER';
  const region = 'us-east-1';
  const server = new S3rver({ address: '127.0.0.1', port: options.port ?? 0, directory, silent: true, vhostBuckets: false, configureBuckets: [{ name: bucket }] });
  const address = await server.run();
  const endpoint = `http://127.0.0.1:${address.port}`;
  return {
    endpoint,
    bucket,
    accessKeyId,
    secretAccessKey,
    region,
    env: { S3_ENDPOINT: endpoint, S3_BUCKET: bucket, S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey, S3_REGION: region },
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

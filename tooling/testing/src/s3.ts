// Node only, no test-runner imports: a local S3-compatible store for server tests and benches.
export { startTestS3Server } from './s3/start-test-s3-server.ts';
export type { TestS3Server } from './s3/start-test-s3-server.ts';

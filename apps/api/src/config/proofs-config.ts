import type { EnvReader } from './env-reader.ts';

/** The ledger's proofs (docs/ledger-proofs.md): sealing, the daily commitment, its publication. */
export interface ProofsConfig {
  /** How often the job worker asks for a sealing run; 0: never (tests seal by hand). */
  sealSeconds: number;
  /** How often the job worker asks for the day's commitment (it is built once per UTC day); 0: never. */
  commitCheckSeconds: number;
  /** The server secret each leaf's salt is derived from; null: no daily commitment is built. */
  saltSecret: string | null;
  /** The publishing key (gas only, never the treasury's): `0x` and 64 hex digits; null: roots are published on the site only. */
  publisherKey: `0x${string}` | null;
  /** The most a publication pays per gas, in wei (PROOF_MAX_FEE_GWEI): its first signature and every repricing stop there. */
  maxFeePerGas: bigint;
}

/** PROOF_SEAL_SECONDS, PROOF_COMMIT_CHECK_SECONDS, PROOF_SALT_SECRET, PROOF_PUBLISHER_KEY, PROOF_MAX_FEE_GWEI (docs/api/settings.md). */
export function readProofsConfig(read: EnvReader): ProofsConfig {
  const saltSecret = read.optionalString('PROOF_SALT_SECRET');
  if (saltSecret !== null && saltSecret.length < 32) read.problems.push('PROOF_SALT_SECRET: must have at least 32 characters (got (hidden))');
  const publisherKey = read.optionalString('PROOF_PUBLISHER_KEY');
  const keyOk = publisherKey !== null && /^0x[0-9a-fA-F]{64}$/.test(publisherKey);
  if (publisherKey !== null && !keyOk) read.problems.push('PROOF_PUBLISHER_KEY: must be 0x and 64 hex digits, a key that holds only gas (got (hidden))');
  if (keyOk && saltSecret === null) read.problems.push('PROOF_PUBLISHER_KEY: needs PROOF_SALT_SECRET, without which no root is built to publish');
  return {
    sealSeconds: read.setting('PROOF_SEAL_SECONDS'),
    commitCheckSeconds: read.setting('PROOF_COMMIT_CHECK_SECONDS'),
    saltSecret: saltSecret !== null && saltSecret.length >= 32 ? saltSecret : null,
    publisherKey: keyOk ? (publisherKey.toLowerCase() as `0x${string}`) : null,
    maxFeePerGas: BigInt(read.setting('PROOF_MAX_FEE_GWEI')) * 10n ** 9n,
  };
}

import { createHash } from 'node:crypto';

/** The seal before the first: 32 zero bytes. */
export const genesisSeal = '0'.repeat(64);

/** What a seal covers of one transfer: its content, as read from the ledger (docs/ledger-proofs.md). */
export interface SealedContent {
  readonly position: bigint;
  readonly transferId: bigint;
  readonly idempotencyKey: string;
  readonly leg: number;
  readonly asset: string;
  /** `user:<uuid>` or `system:<name>`. */
  readonly from: string;
  readonly to: string;
  readonly amount: bigint;
  readonly reason: string;
  readonly reference: string | null;
  /** Microseconds since 1970 (PostgreSQL keeps microseconds; a Date would drop them). */
  readonly createdAtMicros: bigint;
}

/**
 * The canonical encoding: the UTF-8 of a JSON array of strings (and null for no reference), in
 * this order, with no spaces. JSON escapes every character that could make two contents encode
 * alike.
 */
export function encodeSealedContent(content: SealedContent): Buffer {
  return Buffer.from(
    JSON.stringify([
      'ledger-transfer-v1',
      content.position.toString(),
      content.transferId.toString(),
      content.idempotencyKey,
      String(content.leg),
      content.asset,
      content.from,
      content.to,
      content.amount.toString(),
      content.reason,
      content.reference,
      content.createdAtMicros.toString(),
    ]),
    'utf8',
  );
}

/** seal = sha256(previous seal's 32 bytes ‖ canonical encoding), as 64 lower-case hex digits. */
export function nextSeal(previousSeal: string, content: SealedContent): string {
  return createHash('sha256').update(Buffer.from(previousSeal, 'hex')).update(encodeSealedContent(content)).digest('hex');
}

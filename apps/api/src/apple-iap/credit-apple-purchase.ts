import type { ServerContext } from '../context.ts';
import { ApiError } from '../errors/api-error.ts';
import { userBalances } from '../ledger/ledger-history.ts';
import { systemParty, userParty } from '../ledger/ledger-types.ts';
import { transfer } from '../ledger/transfer.ts';
import type { AppStoreTransaction } from './app-store-transaction.ts';
import { insertIapRow, lockIapRow, type AppleIapRow } from './apple-iap-store.ts';

export interface CreditResult {
  status: 'credited' | 'already_credited';
  row: AppleIapRow;
  goldBalance: bigint;
}

/**
 * Credits a verified purchase's gold coins (`coinsPerUnit` × quantity, from the system account
 * `mint`: they are bought with money from outside) to the account, in ONE database transaction,
 * once per transaction id: the row's primary key decides who credits, and the ledger's key
 * `apple-iap:<id>` guards it as well. The same transaction again from the same account answers
 * `already_credited` (the app may retry after losing the answer); from another account it is
 * 409 `iap_transaction_claimed`; a refunded one is 409 `iap_transaction_refunded`. A transaction
 * the app tied to another account (appAccountToken) is 403 `iap_wrong_account`. Refusals store nothing.
 */
export async function creditApplePurchase(ctx: ServerContext, accountId: string, transaction: AppStoreTransaction, coinsPerUnit: bigint, field: string): Promise<CreditResult> {
  if (transaction.appAccountToken !== null && transaction.appAccountToken !== accountId.toLowerCase()) {
    throw new ApiError('iap_wrong_account', 'This purchase was made for another account of this site. Sign in with that account in the app.', { field });
  }
  if (transaction.revokedAt !== null) throw refunded(field);
  const now = ctx.now();
  const goldCoins = coinsPerUnit * BigInt(transaction.quantity);
  return ctx.db.transaction(async (tx) => {
    const inserted = await insertIapRow(tx, transaction, { accountId, goldCoins, state: 'credited', now });
    if (inserted) {
      await transfer(
        tx,
        { asset: 'gold_coin', from: systemParty('mint'), to: userParty(accountId), amount: goldCoins, idempotencyKey: `apple-iap:${transaction.transactionId}`, reason: 'apple_iap', reference: transaction.transactionId },
        { now },
      );
      return { status: 'credited' as const, row: inserted, goldBalance: (await userBalances(tx, accountId)).gold_coin };
    }
    const row = await lockIapRow(tx, transaction.transactionId);
    if (!row) throw new Error(`apple_iap_transactions row ${transaction.transactionId} vanished`);
    if (row.state === 'refunded') throw refunded(field);
    if (row.account_id !== accountId) throw new ApiError('iap_transaction_claimed', 'This purchase was already credited to another account.', { field });
    return { status: 'already_credited' as const, row, goldBalance: (await userBalances(tx, accountId)).gold_coin };
  });
}

const refunded = (field: string): ApiError => new ApiError('iap_transaction_refunded', 'Apple refunded this purchase: its coins cannot be credited.', { field });

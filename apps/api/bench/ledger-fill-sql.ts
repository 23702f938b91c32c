/**
 * The benches' bulk fills write transfers straight in SQL, then set every balance the ledger
 * check expects: the sum of what each account received less what it sent, per asset.
 */
export const balancesFromTransfersSql = `
  UPDATE ledger_balances b SET balance = r.total
    FROM (SELECT ledger_account_id, asset, sum(amount) AS total FROM (
            SELECT to_account AS ledger_account_id, asset, amount FROM ledger_transfers
            UNION ALL SELECT from_account, asset, -amount FROM ledger_transfers) AS m
          GROUP BY ledger_account_id, asset) AS r
   WHERE b.ledger_account_id = r.ledger_account_id AND b.asset = r.asset;`;

import type { Hex } from 'viem';
import type { ServerContext } from '../context.ts';
import { ApiError } from '../errors/api-error.ts';
import { chainClient, readChainTransaction, type ChainTransaction } from './deposit-chain.ts';
import { settleDeposit } from './settle-deposit.ts';
import type { DepositRow } from './deposit-store.ts';

const field = { field: 'body.txHash' };

export const depositsDisabled = (): ApiError => new ApiError('deposits_disabled', 'Deposits are disabled: the server has no TREASURY_ADDRESS.');

/**
 * The checks every transfer to the treasury must pass before it is recorded at all: the chain
 * and the recipient. Throws the 4xx that names what is wrong.
 */
export function checkTreasuryTransfer(ctx: ServerContext, chain: ChainTransaction | null, hash: string): asserts chain is ChainTransaction {
  const { chainId } = ctx.config;
  if (!chain) throw new ApiError('deposit_unknown', `The chain does not know the transaction ${hash}.`, field);
  if (chain.rpcChainId !== chainId || (chain.chainId !== null && chain.chainId !== chainId)) {
    throw new ApiError('deposit_wrong_chain', `The transaction is on chain ${chain.chainId ?? chain.rpcChainId}; deposits are accepted on chain ${chainId} only.`, field);
  }
  if (chain.to !== ctx.config.deposits.treasuryAddress) {
    throw new ApiError('deposit_wrong_recipient', `The transaction was sent to ${chain.to ?? 'no address (a contract creation)'}, not to the treasury ${ctx.config.deposits.treasuryAddress ?? ''}.`, field);
  }
}

/**
 * `POST /api/deposits`: reads the transaction from the chain and settles it for the signed-in
 * account. A refusal the chain decided (failed, too small) is recorded, so the account's list
 * shows it, and answered with its 4xx.
 */
export async function claimDeposit(ctx: ServerContext, accountId: string, txHash: string): Promise<DepositRow> {
  if (ctx.config.deposits.treasuryAddress === null) throw depositsDisabled();
  const hash = txHash.toLowerCase() as Hex;
  const chain = await readChainTransaction(chainClient(ctx.config.chainRpcUrl), hash);
  checkTreasuryTransfer(ctx, chain, hash);
  const row = await settleDeposit(ctx, chain, { accountId });
  if (row.state === 'refused' && row.refusal === 'deposit_failed') {
    throw new ApiError('deposit_failed', 'The transaction failed (reverted) on the chain: no CORE arrived, nothing is credited.', field);
  }
  if (row.state === 'refused' && row.refusal === 'deposit_too_small') {
    throw new ApiError('deposit_too_small', `The deposit of ${row.value_wei} wei is below the minimum of ${ctx.config.deposits.minWei} wei.`, field);
  }
  return row;
}

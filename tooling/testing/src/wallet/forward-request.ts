import { callJsonRpc } from '../chain/call-json-rpc.ts';
import { JsonRpcError } from '../chain/json-rpc-error.ts';
import { sameAddress } from './address.ts';
import { internalError, invalidParams, TestProviderRpcError, unauthorized } from './provider-rpc-error.ts';
import type { WalletContext } from './wallet-state.ts';

type AccountOf = (params: readonly unknown[]) => unknown;

const fromOfTransaction: AccountOf = ([transaction]) =>
  typeof transaction === 'object' && transaction !== null ? (transaction as { from?: unknown }).from : undefined;

/** Methods that act for an account, and where that account sits in their params. */
const accountOfSigningMethod: Readonly<Record<string, AccountOf>> = {
  eth_sendTransaction: fromOfTransaction,
  eth_signTransaction: fromOfTransaction,
  personal_sign: (params) => params[1],
  eth_sign: (params) => params[0],
  eth_signTypedData: (params) => params[1],
  eth_signTypedData_v3: (params) => params[0],
  eth_signTypedData_v4: (params) => params[0],
};

/**
 * Sends a request the wallet does not answer itself to the local chain. Signing methods first need
 * a connected site and one of the wallet's accounts (else 4100), as in a real wallet.
 */
export async function forwardRequest(
  context: WalletContext,
  method: string,
  params: readonly unknown[] | object | undefined,
): Promise<unknown> {
  const accountOf = accountOfSigningMethod[method];
  if (accountOf) {
    if (!Array.isArray(params)) throw invalidParams(`${method} expects a list of params`);
    const account = accountOf(params);
    if (typeof account !== 'string') throw invalidParams(`${method} needs an account address`);
    const { state } = context;
    if (!state.permitted || state.locked) throw unauthorized();
    const accounts = await context.accounts();
    if (!accounts.some((known) => sameAddress(known, account))) throw unauthorized();
  }
  try {
    return await callJsonRpc(context.rpcUrl, method, params ?? []);
  } catch (error) {
    if (error instanceof JsonRpcError) throw new TestProviderRpcError(error.code, error.message, error.data);
    throw internalError(`the local chain did not answer ${method}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

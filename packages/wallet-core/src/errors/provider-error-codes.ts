/**
 * EIP-1193 and JSON-RPC error codes that wallets answer with, by name.
 * `UNRECOGNIZED_CHAIN_ID` is JSON-RPC's generic "internal error"; MetaMask Mobile answers it for a
 * chain it does not know, so a chain switch treats it like `CHAIN_NOT_ADDED`.
 */
export const ProviderRpcErrorCode = {
  ACCOUNT_ACCESS_REJECTED: 4001,
  ACCOUNT_ACCESS_ALREADY_REQUESTED: -32002,
  UNAUTHORIZED: 4100,
  INVALID_PARAMS: -32602,
  UNSUPPORTED_METHOD: 4200,
  DISCONNECTED: 4900,
  CHAIN_DISCONNECTED: 4901,
  CHAIN_NOT_ADDED: 4902,
  DOES_NOT_EXIST: -32601,
  UNRECOGNIZED_CHAIN_ID: -32603,
} as const;

/** One of the codes in `ProviderRpcErrorCode`. */
export type ProviderRpcErrorCode = (typeof ProviderRpcErrorCode)[keyof typeof ProviderRpcErrorCode];

/** The code of a `ProviderRpcError` made from a wallet error that carried no readable code. */
export const UNKNOWN_PROVIDER_ERROR_CODE = -1;

import { createPublicClient, http, isAddressEqual, isErc6492Signature, recoverMessageAddress, type Address, type Hex } from 'viem';
import { ApiError } from '../../errors/api-error.ts';

export type WalletSignatureCheck = (address: Address, message: string, signature: Hex) => Promise<boolean>;

const chainUnavailable = (): ApiError =>
  new ApiError('service_unavailable', "The chain's RPC could not be reached to check this contract wallet's signature. Try again in a moment.", { retryAfterSeconds: 5 });

/**
 * Checks a `personal_sign` signature of `message` by `address`. An ordinary account (EOA) is
 * checked locally; otherwise the chain decides through its RPC (EIP-1271 for a deployed contract
 * wallet, EIP-6492 for one not deployed yet). An RPC that cannot be reached is a 503, never a
 * refusal of a signature that may be good.
 */
export function createWalletSignatureCheck(rpcUrl: string): WalletSignatureCheck {
  const client = createPublicClient({ transport: http(rpcUrl, { retryCount: 1, timeout: 10_000 }) });
  return async (address, message, signature) => {
    if (await signedByKeyOf(address, message, signature)) return true;
    let code: Hex | undefined;
    try {
      code = await client.getCode({ address });
    } catch {
      throw chainUnavailable();
    }
    const deployed = code !== undefined && code !== '0x';
    if (!deployed && !isErc6492Signature(signature)) return false;
    try {
      return await client.verifyMessage({ address, message, signature });
    } catch {
      throw chainUnavailable();
    }
  };
}

async function signedByKeyOf(address: Address, message: string, signature: Hex): Promise<boolean> {
  try {
    return isAddressEqual(await recoverMessageAddress({ message, signature }), address);
  } catch {
    // Not a 65-byte ECDSA signature: maybe a contract wallet's.
    return false;
  }
}

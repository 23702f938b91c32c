export interface RequestArguments {
  readonly method: string;
  readonly params?: readonly unknown[] | object;
}

export type ProviderEvent = 'connect' | 'disconnect' | 'chainChanged' | 'accountsChanged' | 'message';

export type ProviderListener = (...args: unknown[]) => void;

/** An EIP-1193 provider as this package uses it. */
export interface EIP1193Provider {
  request(args: RequestArguments): Promise<unknown>;
  on(event: ProviderEvent | (string & {}), listener: ProviderListener): unknown;
  removeListener(event: ProviderEvent | (string & {}), listener: ProviderListener): unknown;
}

/**
 * Replaces one RPC method of a wallet. Receives the wallet's own request function and the
 * params; `null` in an overrides map marks the method unsupported (error 4200).
 */
export type RequestOverride = (
  baseRequest: (args: RequestArguments) => Promise<unknown>,
  params: RequestArguments['params'],
) => Promise<unknown>;

export type RequestOverrides = Readonly<Record<string, RequestOverride | null>>;

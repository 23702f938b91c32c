/**
 * The Core chain (id 1116, which the connector reports as 0x45c) as the site configures a wallet connector, pointed at the local
 * anvil node when `rpcUrl` is given. Without one (Node tests over in-memory fake wallets) the
 * connector asks the wallet for everything, as it does for a chain without an RPC URL. The one
 * test chain of the repository's tests.
 */
export function localCoreChain(rpcUrl?: string) {
  const chain = { id: 1116, label: 'Core Mainnet', token: 'CORE', blockExplorerUrl: 'https://scan.coredao.org' } as const;
  return rpcUrl === undefined ? chain : { ...chain, rpcUrl };
}

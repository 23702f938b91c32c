import type { Chain } from './types.ts';

/** Core Mainnet (chain id 1116), ready to pass to the connector; `validateChain` accepts it as is. */
export const coreChain: Readonly<Chain> = /* @__PURE__ */ Object.freeze({
  id: '0x45c',
  namespace: 'evm',
  label: 'Core Mainnet',
  token: 'CORE',
  decimals: 18,
  rpcUrl: 'https://rpc.coredao.org',
  publicRpcUrl: 'https://rpc.coredao.org',
  blockExplorerUrl: 'https://scan.coredao.org',
  color: '#FF9211',
});

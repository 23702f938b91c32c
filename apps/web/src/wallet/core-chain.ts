import { coreChain, type ChainInput } from '@site/wallet-core';
import type { ChainSettings } from '../config/read-config.ts';
import bundledIcon from './core-chain-icon.svg?raw';

/**
 * Core Mainnet (id 1116, `0x45c`, label Core Mainnet, token CORE) with the RPC, icon and explorer
 * from configuration; the icon defaults to the SVG bundled with the site.
 */
export function createCoreChain(settings: ChainSettings): ChainInput {
  return {
    ...coreChain,
    rpcUrl: settings.rpcUrl,
    icon: settings.icon ?? bundledIcon,
    blockExplorerUrl: settings.blockExplorerUrl,
  };
}

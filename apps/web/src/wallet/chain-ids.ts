/** Core Mainnet's chain id (1116) in the normalised hex form the connector reports. */
export const coreChainId = '0x45c';

// Node only: start and stop a local anvil node.
export { resolveAnvilBinary } from './anvil/resolve-anvil-binary.ts';
export { startAnvil } from './anvil/start-anvil.ts';
export type { AnvilInstance, StartAnvilOptions } from './anvil/start-anvil.ts';
export type { Hex, LocalChainInfo } from './chain/types.ts';

import type { LocalChainInfo } from '../chain/types.ts';

/** What the local-chain global setup hands to every test through Vitest's `provide`/`inject`. */
declare module 'vitest' {
  export interface ProvidedContext {
    localChain: LocalChainInfo;
  }
}

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');

describe('README', () => {
  it('documents every runtime export of the package', { timeout: 60_000 }, async () => {
    const examples = codeBlocks();
    // Named in inline code (`name` or `name(…)`) or used in an example.
    const documented = (name: string) => readme.includes(`\`${name}`) || new RegExp(`\\b${name}\\b`).test(examples);
    const exported = Object.keys(await import('./index.ts'));
    expect(exported.filter((name) => !documented(name))).toEqual([]);
  });

  it('shows every function of the package in a TypeScript example', () => {
    const examples = codeBlocks();
    for (const name of [
      'validateChain', 'validateChains', 'toChainId', 'validateWalletModule', 'validateAnnouncedProvider', 'isSafeIcon',
      'createEIP1193Provider', 'isHex', 'size', 'hexToBool', 'hexToNumber', 'hexToBigInt', 'numberToHex', 'getDevice',
      'filterWallets', 'injectedWallets', 'createWalletConnector', 'ProviderRpcErrorCode', 'ProviderRpcError',
    ]) {
      expect(examples, name).toMatch(new RegExp(`\\b${name}\\b`));
    }
  });
});

/** The text of every ```ts block. */
function codeBlocks(): string {
  return [...readme.matchAll(/```ts\n([\s\S]*?)```/g)].map((match) => match[1] ?? '').join('\n');
}

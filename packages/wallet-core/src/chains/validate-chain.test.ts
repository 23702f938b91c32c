import { describe, expect, it } from 'vitest';
import { ValidationError } from '../errors/validation-error.ts';
import { validateChain } from './validate-chain.ts';

const idRule = 'must be a non-zero 0x-prefixed hex string or a positive safe integer';

function messageOf(input: unknown): string {
  try {
    validateChain(input);
  } catch (error) {
    expect(error).toBeInstanceOf(ValidationError);
    return (error as ValidationError).message;
  }
  throw new Error('expected validateChain to throw');
}

describe('validateChain', () => {
  it('takes only http(s) addresses for the RPC and the explorer, and only a safe icon', () => {
    expect(messageOf({ id: 1, blockExplorerUrl: 'javascript:alert(1)' })).toContain('"blockExplorerUrl" must be an http or https address');
    expect(messageOf({ id: 1, rpcUrl: 'not a url' })).toContain('"rpcUrl" must be an http or https address');
    expect(messageOf({ id: 1, publicRpcUrl: 'ftp://rpc.example' })).toContain('"publicRpcUrl" must be an http or https address');
    expect(messageOf({ id: 1, icon: '<svg><script>alert(1)</script></svg>' })).toContain('"icon" is not a safe icon (it could run script)');
  });

  it('returns a normalised copy: lowercase hex id, namespace evm, 18 decimals by default', () => {
    const input = { id: 1116, label: 'Core Mainnet', token: 'CORE', rpcUrl: 'https://rpc.coredao.org' };
    expect(validateChain(input)).toEqual({ ...input, id: '0x45c', namespace: 'evm', decimals: 18 });
    expect(validateChain({ id: '0X0A', namespace: 'evm', decimals: 6 })).toEqual({ id: '0xa', namespace: 'evm', decimals: 6 });
  });

  it('accepts every optional field of the README’s "Chains"', () => {
    const chain = {
      id: '0x1',
      namespace: 'evm',
      rpcUrl: 'https://rpc.example',
      label: 'Ethereum',
      token: 'ETH',
      decimals: 0,
      icon: '<svg/>',
      color: '#627EEA',
      publicRpcUrl: 'https://public.example',
      protectedRpcUrl: 'https://protected.example',
      blockExplorerUrl: 'https://etherscan.io',
      secondaryTokens: [{ address: '0xabc', icon: '<svg/>' }, { address: '0xdef' }],
    };
    expect(validateChain(chain)).toEqual(chain);
    expect(validateChain({ id: 1, decimals: 36 }).decimals).toBe(36);
  });

  it('never mutates the input and shares no objects with it', () => {
    const input = { id: '0X1', secondaryTokens: [{ address: '0xabc' }] };
    const snapshot = structuredClone(input);
    const chain = validateChain(input);
    expect(input).toEqual(snapshot);
    expect(chain).not.toBe(input);
    expect(chain.secondaryTokens).not.toBe(input.secondaryTokens);
    expect(chain.secondaryTokens?.[0]).not.toBe(input.secondaryTokens[0]);
  });

  it('requires an id that is hex or a positive integer', () => {
    expect(messageOf({})).toBe('Invalid chain: "id" is required');
    expect(messageOf({ id: 1.5 })).toBe(`Invalid chain: "id" ${idRule} (got 1.5)`);
    expect(messageOf({ id: 0 })).toBe(`Invalid chain: "id" ${idRule} (got 0)`);
    expect(messageOf({ id: -1 })).toBe(`Invalid chain: "id" ${idRule} (got -1)`);
    expect(messageOf({ id: '0x' })).toBe(`Invalid chain: "id" ${idRule} (got "0x")`);
    expect(messageOf({ id: '0x0' })).toBe(`Invalid chain: "id" ${idRule} (got "0x0")`);
    expect(messageOf({ id: '1116' })).toBe(`Invalid chain: "id" ${idRule} (got "1116")`);
    expect(messageOf({ id: true })).toBe(`Invalid chain: "id" ${idRule} (got true)`);
  });

  it('allows only the evm namespace', () => {
    expect(messageOf({ id: 1, namespace: 'solana' })).toBe('Invalid chain: "namespace" must be "evm"');
  });

  it('requires decimals to be an integer from 0 to 36', () => {
    expect(messageOf({ id: 1, decimals: 37 })).toBe('Invalid chain: "decimals" must be less than or equal to 36');
    expect(messageOf({ id: 1, decimals: -1 })).toBe('Invalid chain: "decimals" must be greater than or equal to 0');
    expect(messageOf({ id: 1, decimals: 1.5 })).toBe('Invalid chain: "decimals" must be an integer');
    expect(messageOf({ id: 1, decimals: '18' })).toBe('Invalid chain: "decimals" must be a number');
  });

  it('requires the text fields to be strings', () => {
    for (const field of ['rpcUrl', 'label', 'token', 'icon', 'color', 'publicRpcUrl', 'protectedRpcUrl', 'blockExplorerUrl']) {
      expect(messageOf({ id: 1, [field]: 5 })).toBe(`Invalid chain: "${field}" must be a string`);
    }
  });

  it('allows at most 5 secondary tokens, each with an address string and an optional icon string', () => {
    const token = { address: '0xabc' };
    expect(validateChain({ id: 1, secondaryTokens: Array(5).fill(token) }).secondaryTokens).toHaveLength(5);
    expect(messageOf({ id: 1, secondaryTokens: Array(7).fill(token) })).toBe(
      'Invalid chain: "secondaryTokens[5]" is one too many: a chain has at most 5 secondary tokens; ' +
        '"secondaryTokens[6]" is one too many: a chain has at most 5 secondary tokens',
    );
    expect(messageOf({ id: 1, secondaryTokens: [{ icon: 'x' }, { address: 1, icon: 2 }] })).toBe(
      'Invalid chain: "secondaryTokens[0].address" is required; "secondaryTokens[1].address" must be a string; ' +
        '"secondaryTokens[1].icon" must be a string',
    );
    expect(messageOf({ id: 1, secondaryTokens: [{ address: '0xabc', symbol: 'X' }] })).toBe(
      'Invalid chain: "secondaryTokens[0].symbol" is not allowed',
    );
  });

  it('rejects unknown keys and non-objects', () => {
    expect(messageOf({ id: 1, chainId: 1 })).toBe('Invalid chain: "chainId" is not allowed');
    expect(messageOf(undefined)).toBe('Invalid chain: "value" is required');
    expect(messageOf('0x1')).toBe('Invalid chain: "value" must be of type object');
  });

  it('names every offending field at once', () => {
    const error = (() => {
      try {
        validateChain({ id: 0, namespace: 'cosmos', label: 3, decimals: 99 });
      } catch (caught) {
        return caught as ValidationError;
      }
      throw new Error('expected a ValidationError');
    })();
    expect(error.issues.map((issue) => issue.path)).toEqual(['namespace', 'id', 'label', 'decimals']);
  });
});

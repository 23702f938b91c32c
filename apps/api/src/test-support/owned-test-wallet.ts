import { readFileSync } from 'node:fs';
import solc from 'solc';
import { createWalletClient, http, type Abi, type Address, type Hex } from 'viem';
import { waitForReceipt } from '@site/testing/chain';

const sourceName = 'OwnedTestWallet.sol';

interface SolcOutput {
  errors?: { severity: 'error' | 'warning' | 'info'; formattedMessage: string }[];
  contracts: Record<string, Record<string, { abi: Abi; evm: { bytecode: { object: string } } }>>;
}

/** Compiles our own EIP-1271 test wallet (OwnedTestWallet.sol beside this file) with the pinned solc. */
export function compileOwnedTestWallet(): { abi: Abi; bytecode: Hex } {
  const input = {
    language: 'Solidity',
    sources: { [sourceName]: { content: readFileSync(new URL(sourceName, import.meta.url), 'utf8') } },
    settings: {
      // anvil runs a newer hardfork; cancun keeps the bytecode valid on older nodes too.
      evmVersion: 'cancun',
      optimizer: { enabled: true, runs: 200 },
      outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } },
    },
  };
  const compile = solc.compile as (standardJsonInput: string) => string;
  const output = JSON.parse(compile(JSON.stringify(input))) as SolcOutput;
  const errors = (output.errors ?? []).filter((problem) => problem.severity === 'error');
  if (errors.length > 0) throw new Error(`OwnedTestWallet.sol does not compile:\n${errors.map((problem) => problem.formattedMessage).join('\n')}`);
  const contract = output.contracts[sourceName]?.OwnedTestWallet;
  if (!contract) throw new Error('solc produced no OwnedTestWallet');
  return { abi: contract.abi, bytecode: `0x${contract.evm.bytecode.object}` };
}

/** Deploys an OwnedTestWallet owned by `owner` from the node's unlocked `deployer`; returns its address. */
export async function deployOwnedTestWallet(rpcUrl: string, deployer: Address, owner: Address): Promise<Address> {
  const { abi, bytecode } = compileOwnedTestWallet();
  const wallet = createWalletClient({ transport: http(rpcUrl) });
  const hash = await wallet.deployContract({ abi, bytecode, args: [owner], account: deployer, chain: null });
  const receipt = await waitForReceipt(rpcUrl, hash, 30_000);
  if (receipt.status !== '0x1' || typeof receipt.contractAddress !== 'string') throw new Error(`Deploying OwnedTestWallet failed: ${JSON.stringify(receipt)}`);
  return receipt.contractAddress as Address;
}

import { createPublicClient, defineChain, http, keccak256, parseTransaction, stringToHex, type Hex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { publicationData } from './commitment-header.ts';

/** A signed transaction, kept before it is sent so that sending it again is the same transaction. */
export interface SignedPublication {
  readonly chainId: number;
  readonly publisher: string;
  readonly txHash: string;
  readonly signedTx: string;
}

type Fees = { type: 'eip1559'; maxFeePerGas: bigint; maxPriorityFeePerGas: bigint } | { type: 'legacy'; gasPrice: bigint };

const clientFor = (rpcUrl: string, chainId: number) => {
  const chain = defineChain({ id: chainId, name: `chain ${chainId}`, nativeCurrency: { name: 'CORE', symbol: 'CORE', decimals: 18 }, rpcUrls: { default: { http: [rpcUrl] } } });
  return createPublicClient({ chain, transport: http(rpcUrl, { retryCount: 1, timeout: 15_000 }), cacheTime: 0 });
};
type Client = ReturnType<typeof clientFor>;

const min = (a: bigint, b: bigint): bigint => (a < b ? a : b);
const max = (a: bigint, b: bigint): bigint => (a > b ? a : b);

/** The chain's fees now: EIP-1559's when its blocks have a base fee, else a gas price. */
async function feesNow(client: Client): Promise<Fees> {
  const block = await client.getBlock();
  if (block.baseFeePerGas === null) return { type: 'legacy', gasPrice: (await client.estimateFeesPerGas({ type: 'legacy' })).gasPrice };
  const fees = await client.estimateFeesPerGas({ type: 'eip1559' });
  return { type: 'eip1559', maxFeePerGas: fees.maxFeePerGas, maxPriorityFeePerGas: fees.maxPriorityFeePerGas };
}

const capped = (fees: Fees, cap: bigint): Fees =>
  fees.type === 'legacy' ? { type: 'legacy', gasPrice: min(fees.gasPrice, cap) } : { type: 'eip1559', maxFeePerGas: min(fees.maxFeePerGas, cap), maxPriorityFeePerGas: min(fees.maxPriorityFeePerGas, cap) };

/**
 * Signs (does not send) the day's publication: a transaction from the publishing key to itself,
 * value 0, whose data is the UTF-8 of "core-games-ledger-root-v1 <day> 0x<root>", at the chain's
 * fees now but never above `maxFeePerGas`. The nonce is the key's next one, so one day's
 * transaction, sent again and again or signed again at a higher fee, is mined at most once.
 */
export async function signPublication(options: { rpcUrl: string; chainId: number; key: Hex; day: string; root: string; maxFeePerGas: bigint }): Promise<SignedPublication> {
  const client = clientFor(options.rpcUrl, options.chainId);
  const rpcChainId = await client.getChainId();
  if (rpcChainId !== options.chainId) throw new Error(`the RPC serves chain ${rpcChainId}, not CHAIN_ID ${options.chainId}: nothing is published`);
  const account = privateKeyToAccount(options.key);
  const data = stringToHex(publicationData(options.day, options.root));
  const [nonce, gas, fees] = await Promise.all([
    client.getTransactionCount({ address: account.address, blockTag: 'pending' }),
    client.estimateGas({ account: account.address, to: account.address, data, value: 0n }),
    feesNow(client),
  ]);
  const signedTx = await account.signTransaction({ chainId: options.chainId, nonce, gas, to: account.address, data, value: 0n, ...capped(fees, options.maxFeePerGas) });
  return { chainId: options.chainId, publisher: account.address.toLowerCase(), txHash: keccak256(signedTx), signedTx };
}

/** A quarter more, rounded up: above the 10 % most nodes ask of a replacement. */
const raised = (fee: bigint): bigint => fee + (fee + 3n) / 4n;

/**
 * The same publication (same nonce, gas, recipient and data) signed again at a higher fee: each
 * fee a quarter above the old one, or the chain's fee now if that is higher, and never above
 * `maxFeePerGas`. Null when the old one is at that bound already: nothing higher may be paid.
 */
export async function repricePublication(options: { rpcUrl: string; chainId: number; key: Hex; signedTx: Hex; maxFeePerGas: bigint }): Promise<SignedPublication | null> {
  const client = clientFor(options.rpcUrl, options.chainId);
  const old = parseTransaction(options.signedTx);
  const now = await feesNow(client);
  const cap = options.maxFeePerGas;
  let fees: Fees;
  if (old.type === 'eip1559') {
    const oldMax = old.maxFeePerGas ?? 0n;
    const maxFeePerGas = min(cap, max(raised(oldMax), now.type === 'eip1559' ? now.maxFeePerGas : now.gasPrice));
    if (maxFeePerGas <= oldMax) return null;
    const maxPriorityFeePerGas = min(maxFeePerGas, max(raised(old.maxPriorityFeePerGas ?? 0n), now.type === 'eip1559' ? now.maxPriorityFeePerGas : 0n));
    fees = { type: 'eip1559', maxFeePerGas, maxPriorityFeePerGas };
  } else if (old.type === 'legacy') {
    const oldPrice = old.gasPrice ?? 0n;
    const gasPrice = min(cap, max(raised(oldPrice), now.type === 'legacy' ? now.gasPrice : now.maxFeePerGas));
    if (gasPrice <= oldPrice) return null;
    fees = { type: 'legacy', gasPrice };
  } else {
    throw new Error(`the publication is a ${old.type ?? 'typeless'} transaction, which is never signed here`);
  }
  const account = privateKeyToAccount(options.key);
  const signedTx = await account.signTransaction({ chainId: options.chainId, nonce: old.nonce ?? 0, gas: old.gas ?? 0n, to: old.to ?? account.address, data: old.data ?? '0x', value: 0n, ...fees });
  return { chainId: options.chainId, publisher: account.address.toLowerCase(), txHash: keccak256(signedTx), signedTx };
}

/** What the chain says of a publication after it was sent. */
export type PublicationState = { readonly mined: { txHash: string; blockNumber: bigint } } | { readonly mined: null; readonly underpriced: boolean };

/** The node refused the fee: below the block's base fee, its minimum, or too little to replace what it holds. */
const underpricedAnswer = /underpriced|fee cap too low|feecaptoolow|less than (the )?block base fee|gas price too low|fee too low/i;
/** The node has it already, or the nonce is used (by one of the publication's signatures: the receipts tell). */
const alreadySentAnswer = /already known|nonce too low|known transaction|already imported/i;

async function firstMined(client: Client, txHashes: readonly Hex[]): Promise<{ txHash: string; blockNumber: bigint } | null> {
  for (const hash of txHashes) {
    const receipt = await client.getTransactionReceipt({ hash }).catch(() => null);
    if (!receipt) continue;
    if (receipt.status !== 'success') throw new Error(`the publication ${hash} reverted`);
    return { txHash: hash, blockNumber: receipt.blockNumber };
  }
  return null;
}

/**
 * Sends the current signature (again: a node that has it already says so, which is fine) and
 * waits up to `receiptWaitMs` for any of the publication's signatures, `txHashes` (the current
 * one first), to be mined. Not mined in that time: `mined: null`, with `underpriced` when the
 * node refused its fee.
 */
export async function sendPublication(options: { rpcUrl: string; chainId: number; signedTx: Hex; txHashes: readonly Hex[]; receiptWaitMs: number }): Promise<PublicationState> {
  const client = clientFor(options.rpcUrl, options.chainId);
  const before = await firstMined(client, options.txHashes);
  if (before) return { mined: before };
  let underpriced = false;
  try {
    await client.sendRawTransaction({ serializedTransaction: options.signedTx });
  } catch (error) {
    if (underpricedAnswer.test(String(error))) underpriced = true;
    else if (!alreadySentAnswer.test(String(error))) throw error;
  }
  const deadline = Date.now() + options.receiptWaitMs;
  for (;;) {
    const mined = await firstMined(client, options.txHashes);
    if (mined) return { mined };
    if (underpriced || Date.now() >= deadline) return { mined: null, underpriced };
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
}

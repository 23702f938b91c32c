#!/usr/bin/env node
// Checks a ledger proof downloaded from the site (GET /api/proofs/mine, "Download my proof" on
// /profile) without trusting the site: Node's own crypto only, and optionally the chain's RPC.
// Every hash is written down in docs/ledger-proofs.md; nothing here comes from the site's code.
//
//   node verify-proof.mjs proof.json [--root <64 hex>] [--rpc <url>] [--publisher <0x address>]
//
// Exit 0: every check passed. 1: a check failed (each named). 2: the file or the arguments are unusable.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

const sha256 = (...parts) => {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part);
  return hash.digest();
};
const hex = (text) => Buffer.from(text, 'hex');
const isHash = (text) => typeof text === 'string' && /^[0-9a-f]{64}$/.test(text);

/** leaf = SHA-256(0x00 ‖ salt ‖ UTF-8 "<party>|<asset>|<balance>") */
const leafHash = (salt, party, asset, balance) => sha256(Buffer.of(0), salt, Buffer.from(`${party}|${asset}|${balance}`, 'utf8'));
/** node = SHA-256(0x01 ‖ smaller child ‖ larger child) */
const nodeHash = (a, b) => (Buffer.compare(a, b) <= 0 ? sha256(Buffer.of(1), a, b) : sha256(Buffer.of(1), b, a));

function commitmentHeader(c) {
  return [
    'core-games-ledger-commitment-v1',
    `day:${c.day}`,
    `position:${c.position}`,
    `chain-head:${c.chainHead}`,
    `balances-root:${c.balancesRoot}`,
    `leaves:${c.leafCount}`,
    ...Object.keys(c.totals)
      .sort()
      .map((asset) => `total:${asset}:users:${c.totals[asset].users}:system:${c.totals[asset].system}`),
  ].join('\n');
}

/** Every check of the proof itself; returns the failures. */
export function verifyProof(proof, expectedRoot = null) {
  const failures = [];
  const c = proof?.commitment;
  if (proof?.version !== 1 || !c || !Array.isArray(proof.leaves) || typeof proof.party !== 'string') return ['not a ledger proof of version 1'];
  for (const field of ['chainHead', 'balancesRoot', 'root']) if (!isHash(c[field])) failures.push(`commitment.${field} is not 64 hex digits`);
  if (failures.length > 0) return failures;
  for (const leaf of proof.leaves) {
    if (!isHash(leaf.salt) || !/^(0|[1-9][0-9]*)$/.test(leaf.balance) || !Array.isArray(leaf.path) || !leaf.path.every(isHash)) {
      failures.push(`the ${leaf.asset} leaf is malformed`);
      continue;
    }
    const top = leaf.path.reduce((node, sibling) => nodeHash(node, hex(sibling)), leafHash(hex(leaf.salt), proof.party, leaf.asset, leaf.balance));
    if (top.toString('hex') !== c.balancesRoot) failures.push(`${leaf.asset} ${leaf.balance}: its Merkle path does not lead to the balances root`);
  }
  const root = sha256(Buffer.from(commitmentHeader(c), 'utf8')).toString('hex');
  if (root !== c.root) failures.push(`the commitment's fields hash to ${root}, not to its root ${c.root}`);
  if (expectedRoot !== null && expectedRoot.toLowerCase().replace(/^0x/, '') !== c.root) failures.push(`the root is ${c.root}, not the expected ${expectedRoot}`);
  for (const [asset, total] of Object.entries(c.totals)) {
    if (BigInt(total.users) + BigInt(total.system) !== 0n) failures.push(`${asset} does not sum to zero: users ${total.users}, system accounts ${total.system}`);
  }
  return failures;
}

/** Reads the publishing transaction from the chain's RPC; returns the failures. */
export async function verifyOnChain(proof, rpcUrl, publisher = null) {
  const c = proof.commitment;
  if (!c.txHash) return ['the commitment was not published on the chain (no transaction hash)'];
  const call = async (method, params) => {
    const response = await fetch(rpcUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }) });
    const body = await response.json();
    if (body.error) throw new Error(`${method}: ${body.error.message}`);
    return body.result;
  };
  const failures = [];
  const chainId = Number(await call('eth_chainId', []));
  if (c.chainId !== null && chainId !== c.chainId) failures.push(`the RPC serves chain ${chainId}, the proof names chain ${c.chainId}`);
  const tx = await call('eth_getTransactionByHash', [c.txHash]);
  if (!tx) return [...failures, `the chain does not know the transaction ${c.txHash}`];
  const receipt = await call('eth_getTransactionReceipt', [c.txHash]);
  if (!receipt || receipt.status !== '0x1') failures.push(`the transaction ${c.txHash} is not mined successfully`);
  const data = Buffer.from(tx.input.replace(/^0x/, ''), 'hex').toString('utf8');
  const expected = `core-games-ledger-root-v1 ${c.day} 0x${c.root}`;
  if (data !== expected) failures.push(`the transaction's data is "${data}", not "${expected}"`);
  const from = tx.from.toLowerCase();
  if (publisher !== null && from !== publisher.toLowerCase()) failures.push(`the transaction is from ${from}, not the publisher ${publisher}`);
  if (c.publisher !== null && from !== c.publisher) failures.push(`the transaction is from ${from}, the proof names ${c.publisher}`);
  return failures;
}

async function main(argv) {
  const [file, ...rest] = argv;
  const options = {};
  for (let i = 0; i < rest.length; i += 2) options[rest[i]?.replace(/^--/, '')] = rest[i + 1];
  if (!file || Object.keys(options).some((key) => !['root', 'rpc', 'publisher'].includes(key))) {
    console.error('usage: node verify-proof.mjs proof.json [--root <64 hex>] [--rpc <url>] [--publisher <0x address>]');
    return 2;
  }
  let proof;
  try {
    proof = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    console.error(`cannot read ${file}: ${error.message}`);
    return 2;
  }
  const failures = verifyProof(proof, options.root ?? null);
  if (failures.length === 0 && options.rpc) failures.push(...(await verifyOnChain(proof, options.rpc, options.publisher ?? null)));
  for (const failure of failures) console.log(`FAIL ${failure}`);
  if (failures.length > 0) return 1;
  const c = proof.commitment;
  console.log(`ok   ${proof.leaves.length} balance(s) of ${proof.party} are in the root ${c.root} of ${c.day} (ledger position ${c.position})`);
  console.log(`ok   every asset sums to zero: ${Object.entries(c.totals).map(([asset, t]) => `${asset} users ${t.users}, system ${t.system}`).join('; ')}`);
  if (options.rpc) console.log(`ok   the root is published on chain ${c.chainId} in ${c.txHash}`);
  return 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) process.exitCode = await main(process.argv.slice(2));

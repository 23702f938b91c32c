/* eslint-disable no-console -- a command-line report: printing is its job. */
// Where the API process's time went in each phase of `BENCH_API_PROFILE=<folder> bench/money.bench.ts`:
// `node --import tsx bench/profile-summary.ts <folder>` reads the V8 CPU profile the API process
// wrote there and the bench's phases.json, and prints, per phase, the time per request by what it
// was spent on. A sample is given to the code nearest the top of its stack that is not compiled
// at run time (Ajv's validators and the response serializers are, so they count as their caller:
// Fastify's validation or its serialization), and the app's own functions are named.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}
type Phases = Record<string, { from: number; to: number; requests?: number }>;

const folder = process.argv[2];
if (!folder) throw new Error('Usage: profile-summary.ts <folder written by BENCH_API_PROFILE>');
const profileFile = readdirSync(folder).find((name) => name.endsWith('.cpuprofile'));
if (!profileFile) throw new Error(`No .cpuprofile in ${folder}.`);
const profile = JSON.parse(readFileSync(join(folder, profileFile), 'utf8')) as Profile;
const phases = JSON.parse(readFileSync(join(folder, 'phases.json'), 'utf8')) as Phases;

const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const parentOf = new Map<number, number>();
for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);

const socketWrites = new Set(['writev', 'writeBuffer', 'writeUtf8String', 'writeLatin1String', 'writeAsciiString']);
const packageOf = (url: string): string | null => /node_modules\/\.pnpm\/([^/]+)\//.exec(url)?.[1]?.replace(/@[\d.]+(_.*)?$/, '') ?? null;

/** What one frame's time is: a category, or null to ask its caller. */
function categoryOf(frame: ProfileNode['callFrame']): string | null {
  const { functionName: name, url } = frame;
  if (name === '(garbage collector)') return 'garbage collection';
  if (name === '(idle)') return 'idle (waiting for the database or a request)';
  if (name === '(program)') return 'V8 and native code outside JavaScript';
  if (socketWrites.has(name)) return 'socket writes (system calls)';
  if (url === '') return null;
  const pkg = packageOf(url);
  if (pkg !== null) {
    if (pkg.startsWith('pg') || pkg.startsWith('pg-')) return 'pg driver (protocol, parsing rows)';
    if (pkg === 'fastify' && url.endsWith('/validation.js')) return 'validation (Ajv)';
    if (pkg === 'fastify' && (url.endsWith('/reply.js') || url.includes('serializ'))) return 'fastify reply and serialization';
    if (pkg === 'fast-json-stringify') return 'fastify reply and serialization';
    if (pkg.startsWith('pino') || pkg === 'sonic-boom' || pkg === 'thread-stream') return 'logging (pino)';
    if (pkg === 'prom-client') return 'metrics (prom-client)';
    if (pkg === 'fastify' || pkg.startsWith('@fastify') || pkg === 'find-my-way' || pkg === 'avvio') return 'fastify (routing, hooks)';
    return `package ${pkg}`;
  }
  if (url.includes('/apps/api/dist/') || url.includes('/apps/api/src/')) return `app: ${name || '(anonymous)'}`;
  if (url.startsWith('node:_http') || url.startsWith('node:http')) return 'node http';
  if (url.startsWith('node:net') || url.startsWith('node:internal/stream') || url.startsWith('node:stream')) return 'node net and streams';
  if (url.includes('crypto')) return 'node crypto';
  return `node ${url.replace(/^node:(internal\/)?/, '')}`;
}

function categoryOfSample(nodeId: number): string {
  for (let id: number | undefined = nodeId; id !== undefined; id = parentOf.get(id)) {
    const node = byId.get(id);
    const category = node ? categoryOf(node.callFrame) : null;
    if (category !== null) return category;
  }
  return 'unknown';
}

for (const [name, phase] of Object.entries(phases)) {
  const totals = new Map<string, number>();
  let time = profile.startTime;
  let all = 0;
  profile.samples.forEach((sample, index) => {
    time += profile.timeDeltas[index] ?? 0;
    if (time < phase.from || time > phase.to) return;
    const delta = profile.timeDeltas[index + 1] ?? 0;
    const category = categoryOfSample(sample);
    totals.set(category, (totals.get(category) ?? 0) + delta);
    all += delta;
  });
  if (all === 0) continue;
  const requests = phase.requests;
  console.log(`\n${name}: ${(all / 1e6).toFixed(1)} s sampled${requests ? `, ${requests} requests` : ''}`);
  console.table(
    [...totals.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 25)
      .map(([category, micros]) => ({ category, share: `${((100 * micros) / all).toFixed(1)} %`, ...(requests ? { 'µs per request': Math.round(micros / requests) } : {}) })),
  );
}

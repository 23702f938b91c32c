#!/usr/bin/env node
// Measures what each package costs a user: bundles small entry snippets with esbuild (minified,
// tree-shaken, code-split like an app build) and reports gzip and brotli bytes of the code that
// loads up front (dynamic imports, e.g. wallet icons, are left out). A measurement with `files`
// instead takes built files as they ship (a game bundle), compressed together. `--check` fails on
// a budget.
import { build } from 'esbuild';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { measurements } from './size-budgets.mjs';

const root = new URL('../..', import.meta.url).pathname;
const check = process.argv.includes('--check');

/** Bytes of the entry chunk and every chunk it imports statically. */
function upfrontBytes(metafile) {
  const entry = Object.keys(metafile.outputs).find((file) => metafile.outputs[file].entryPoint);
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const imported of metafile.outputs[file].imports) {
      if (imported.kind === 'import-statement' && !imported.external) visit(imported.path);
    }
  };
  visit(entry);
  // Stylesheets imported by that code load up front too.
  const styles = [...seen].map((file) => metafile.outputs[file].cssBundle).filter(Boolean);
  const code = Buffer.concat([...seen, ...styles].map((file) => readFileSync(join(root, file))));
  return { raw: code.length, gzip: gzipSync(code, { level: 9 }).length, brotli: brotliCompressSync(code).length };
}

/** Bytes of built files (paths from the repository root) as they are served. */
function shippedBytes(files) {
  const code = Buffer.concat(files.map((file) => readFileSync(join(root, file))));
  return { raw: code.length, gzip: gzipSync(code, { level: 9 }).length, brotli: brotliCompressSync(code).length };
}

async function measure({ code, external = [], resolveDir }) {
  const outdir = mkdtempSync(join(tmpdir(), 'size-'));
  try {
    const result = await build({
      stdin: { contents: code, resolveDir: join(root, resolveDir), loader: 'ts' },
      bundle: true,
      minify: true,
      format: 'esm',
      splitting: true,
      platform: 'browser',
      target: 'es2022',
      outdir,
      metafile: true,
      write: true,
      absWorkingDir: root,
      external,
      define: { 'process.env.NODE_ENV': '"production"' },
      logLevel: 'error',
    });
    return upfrontBytes(result.metafile);
  } finally {
    rmSync(outdir, { recursive: true, force: true });
  }
}

const kB = (bytes) => `${(bytes / 1000).toFixed(2)} kB`;
let failures = 0;
const rows = [];
for (const item of measurements) {
  if (item.requires && !existsSync(join(root, item.requires))) continue;
  const size = item.files ? shippedBytes(item.files) : await measure(item);
  const over = item.budget !== undefined && size.gzip > item.budget;
  if (over) failures += 1;
  rows.push({
    measurement: item.name,
    gzip: kB(size.gzip),
    brotli: kB(size.brotli),
    budget: item.budget === undefined ? '' : `${over ? 'OVER ' : ''}< ${kB(item.budget)} gzip`,
  });
}
console.table(rows);
if (check && failures > 0) {
  console.error(`size: ${failures} budget(s) exceeded`);
  process.exit(1);
}

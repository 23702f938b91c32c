#!/usr/bin/env node
// `tsc` of TypeScript 7, the native compiler, for type-checking only (README.md says why).
// Arguments pass through; one thread, because CI runs many checks side by side on two cores.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const typescriptDir = dirname(createRequire(import.meta.url).resolve('typescript-7/package.json'));
const { status, error } = spawnSync(process.execPath, [join(typescriptDir, 'bin', 'tsc'), '--singleThreaded', ...process.argv.slice(2)], { stdio: 'inherit' });
if (error) throw error;
process.exit(status ?? 1);

import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';

const platformPackages: Readonly<Record<string, string>> = {
  'linux-x64': '@foundry-rs/anvil-linux-amd64',
  'linux-arm64': '@foundry-rs/anvil-linux-arm64',
  'darwin-x64': '@foundry-rs/anvil-darwin-amd64',
  'darwin-arm64': '@foundry-rs/anvil-darwin-arm64',
  'win32-x64': '@foundry-rs/anvil-win32-amd64',
};

/**
 * Path of the native anvil executable. `ANVIL_PATH` wins; otherwise the binary that
 * `@foundry-rs/anvil` brings in through its platform package (an optional dependency). We run the
 * binary directly rather than the package's `bin.mjs` wrapper so that stopping it needs no
 * signal forwarding through an extra Node process.
 */
export function resolveAnvilBinary(env: NodeJS.ProcessEnv = process.env): string {
  const fromEnv = env.ANVIL_PATH;
  if (fromEnv) {
    if (!existsSync(fromEnv)) throw new Error(`ANVIL_PATH points to a missing file: ${fromEnv}`);
    return fromEnv;
  }
  const platformPackage = platformPackages[`${process.platform}-${process.arch}`];
  if (!platformPackage) {
    throw new Error(`anvil has no npm binary for ${process.platform}-${process.arch}; set ANVIL_PATH`);
  }
  const binaryName = process.platform === 'win32' ? 'anvil.exe' : 'anvil';
  // The platform package is a dependency of @foundry-rs/anvil, not of ours: resolve from there.
  const fromAnvilPackage = createRequire(createRequire(import.meta.url).resolve('@foundry-rs/anvil/package.json'));
  try {
    return fromAnvilPackage.resolve(`${platformPackage}/bin/${binaryName}`);
  } catch {
    throw new Error(`${platformPackage} is not installed (it comes with @foundry-rs/anvil); run pnpm install or set ANVIL_PATH`);
  }
}

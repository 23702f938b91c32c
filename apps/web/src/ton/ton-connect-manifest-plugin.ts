import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';

const MANIFEST = 'tonconnect-manifest.json';

/**
 * The TON Connect manifest (public/tonconnect-manifest.json) names the site's origin, and wallets
 * sign their ton_proof for that host, which the game server checks against its PUBLIC_ORIGIN: a
 * build for a deployment sets `VITE_SITE_ORIGIN` and gets its `url` and `iconUrl` there. Without
 * it the file keeps the development origin.
 */
export function tonConnectManifest(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'site:ton-connect-manifest',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      const origin = config.env.VITE_SITE_ORIGIN as string | undefined;
      if (!origin) return;
      const { origin: siteOrigin, protocol } = new URL(origin);
      if (protocol !== 'https:' && protocol !== 'http:') throw new Error(`VITE_SITE_ORIGIN must be an http(s) origin, not ${origin}.`);
      const file = path.resolve(config.root, config.build.outDir, MANIFEST);
      const manifest = JSON.parse(await readFile(file, 'utf8')) as { url: string; iconUrl: string };
      const iconPath = new URL(manifest.iconUrl).pathname;
      await writeFile(file, `${JSON.stringify({ ...manifest, url: siteOrigin, iconUrl: new URL(iconPath, siteOrigin).href }, null, 2)}\n`);
    },
  };
}

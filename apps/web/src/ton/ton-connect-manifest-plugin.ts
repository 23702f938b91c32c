import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';

const MANIFEST = 'tonconnect-manifest.json';

interface Manifest {
  url: string;
  iconUrl: string;
}

function withOrigin(manifest: Manifest, siteOrigin: string): Manifest {
  return { ...manifest, url: siteOrigin, iconUrl: new URL(new URL(manifest.iconUrl).pathname, siteOrigin).href };
}

/**
 * `VITE_SITE_ORIGIN` as an origin, or an error that says what to give: wallets sign for the host
 * alone, and the site is served at the root of its origin, so a path is refused, not dropped (as
 * the server's PUBLIC_ORIGIN is: docs/api/settings.md).
 */
export function siteOriginOf(given: string): string {
  const refused = new Error(`VITE_SITE_ORIGIN must be an origin: http:// or https://, a host and an optional port, and nothing after it but a /, such as https://example.com (got ${JSON.stringify(given)}).`);
  let url: URL;
  try {
    url = new URL(given);
  } catch {
    throw refused;
  }
  const afterHost = /^https?:\/\/[^/?#\\@]*(.*)$/is.exec(given)?.[1];
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || (afterHost !== '' && afterHost !== '/')) throw refused;
  return url.origin;
}

/**
 * The TON Connect manifest (public/tonconnect-manifest.json) names the site's origin, and wallets
 * sign their ton_proof for that host, which the game server checks against its PUBLIC_ORIGIN: a
 * build for a deployment sets `VITE_SITE_ORIGIN` and gets its `url` and `iconUrl` there. Without
 * it the file keeps the development origin, and `npm start`'s server answers it with its own
 * origin (SITE_PORT moves it: src/dev-server/dev-ports.ts).
 */
export function tonConnectManifest(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'site:ton-connect-manifest',
    configResolved(resolved) {
      config = resolved;
    },
    configureServer(server) {
      server.middlewares.use(`/${MANIFEST}`, (_request, response, next) => {
        const siteOrigin = `http://127.0.0.1:${String(server.config.server.port)}`;
        readFile(path.resolve(config.publicDir, MANIFEST), 'utf8').then((text) => {
          response.setHeader('content-type', 'application/json');
          response.end(JSON.stringify(withOrigin(JSON.parse(text) as Manifest, siteOrigin), null, 2));
        }, next);
      });
    },
    async closeBundle() {
      if (config.command !== 'build') return;
      const origin = config.env.VITE_SITE_ORIGIN as string | undefined;
      if (!origin) return;
      const siteOrigin = siteOriginOf(origin);
      const file = path.resolve(config.root, config.build.outDir, MANIFEST);
      const manifest = JSON.parse(await readFile(file, 'utf8')) as Manifest;
      await writeFile(file, `${JSON.stringify(withOrigin(manifest, siteOrigin), null, 2)}\n`);
    },
  };
}

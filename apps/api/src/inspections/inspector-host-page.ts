import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname, join } from 'node:path';

/** The made-up origin the inspector's pages live on; every request to it is answered in-process. */
export const inspectorOrigin = 'http://inspector.invalid';
/** Where the version's files are served, as `/play/<game>/<version>/` is on the site. */
export const inspectedGamePath = '/play/inspected/1/';
export const hostModulePath = '/inspector/sdk/';

/**
 * A page that frames the version's game as the site's stage does: `<iframe sandbox="allow-scripts">`
 * answered by the SDK's own host (`@site/game-sdk/host`), with `script` (a module) run after
 * `createGameHost`, `frame` and `report(kind, detail, id?)` (to the inspector, through
 * `inspectorReport`) are defined; the frame's address is set last.
 */
export function framedGamePage(title: string, script: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<style>html, body { margin: 0; height: 100%; background: #fff; } iframe { display: block; border: 0; width: 100%; height: 100%; }</style>
</head>
<body>
<iframe id="game" title="Game" sandbox="allow-scripts" referrerpolicy="no-referrer"></iframe>
<script type="module">
import { createGameHost } from '${hostModulePath}host.js';
const frame = document.getElementById('game');
const report = (kind, detail, id) => { window.inspectorReport(kind, detail, id).catch(() => undefined); };
${script}
frame.src = '${inspectedGamePath}index.html';
</script>
</body>
</html>
`;
}

/**
 * The inspector's page. It reports every message the game sends (its type and request id), each
 * request the host refused (its code and id) and the moment it is ready. Runs start and finish
 * without stamina or coins: nothing is paid for an inspection. As for a review, the host keeps no
 * saves, boards or achievements: `load`, `save`, `getLeaderboard` and `getAchievements` are
 * refused (`refused`).
 */
export const inspectorHostPage = framedGamePage(
  'Inspection',
  `window.addEventListener('message', (event) => {
  if (event.source !== frame.contentWindow) return;
  const data = event.data;
  // What game-sdk.v2.js tells of its console is the playground's; the inspector reads the console itself.
  if (data && typeof data === 'object' && data.type === 'diagnostic') return;
  const message = data && typeof data === 'object' ? data : {};
  report('sdk', typeof message.type === 'string' ? message.type.slice(0, 40) : '(not an SDK message)', typeof message.id === 'string' ? message.id.slice(0, 64) : null);
});
let runs = 0;
// The inspector's scripted player pauses, resumes and mutes the game through it.
window.inspectorHost = createGameHost({
  iframe: frame,
  onReady: () => report('ready', ''),
  onStartRun: async () => ({ runId: 'inspection-' + (runs += 1) }),
  onFinishRun: async () => ({ coins: '0', capped: false }),
  onExit: () => report('exit', ''),
  onRefusal: (request, error) => report('refused', error.code, request.id),
});`,
);

const sdkDist = dirname(createRequire(import.meta.url).resolve('@site/game-sdk/host'));

/** The SDK host's module and its chunks, from the built package; null for anything else. */
export function readHostModule(path: string): Buffer | null {
  if (!path.startsWith(hostModulePath)) return null;
  const name = path.slice(hostModulePath.length);
  if (name !== basename(name) || !/^(host|chunk-[A-Za-z0-9_-]+)\.js$/.test(name)) return null;
  try {
    return readFileSync(join(sdkDist, name));
  } catch {
    return null;
  }
}

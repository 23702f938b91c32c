import { settings, variablesOf, type Setting, type SettingName } from './settings.ts';

/**
 * The site's own variables `npm start` passes to its dev server: API_URL (apps/web/src/dev-server/dev-ports.ts)
 * and its build-time settings, all `VITE_*` (apps/web/src/vite-env.d.ts, `VITE_SITE_ORIGIN`). Turbo's framework
 * inference passes `VITE_*` to a Vite package's tasks by itself; the list says so rather than leaning on it unseen.
 */
const siteDevServerVariables = ['API_URL', 'VITE_*'];

const names = Object.keys(settings) as SettingName[];
const grouped = (value: number): string => value.toLocaleString('en-US');

function shownDefault(setting: Setting): string {
  if (setting.kind !== 'text') return `\`${String(setting.default)}\``;
  return setting.shown ?? (setting.default === null ? 'unset' : `\`${setting.default}\``);
}

function meaning(setting: Setting): string {
  const range = setting.kind === 'integer' ? ` (${grouped(setting.min)}–${grouped(setting.max)})` : '';
  const seen = setting.site === undefined ? '' : `; the site sees it at \`/api/config\` as \`${setting.site}\``;
  return `${setting.doc}${range}${seen}`;
}

/** docs/api/settings.md's table, one row per declaration of settings.ts. */
export function settingsTable(): string {
  const rows = names.map((name) => {
    const setting: Setting = settings[name];
    return `| ${variablesOf(name).map((variable) => `\`${variable}\``).join(', ')} | ${shownDefault(setting)} | ${meaning(setting)} |`;
  });
  return ['| variable | default | meaning |', '|---|---|---|', ...rows].join('\n');
}

/** The variables turbo.json's `dev` task passes through, so `npm start` honours every setting. */
export function devPassThroughEnv(): string[] {
  return [...siteDevServerVariables, ...names.flatMap(variablesOf)];
}

const tableStart = '<!-- settings: written from apps/api/src/config/settings.ts by `pnpm --filter @site/api settings:write` -->';
const tableEnd = '<!-- /settings -->';

/** The page with its table between the markers replaced by `table`. */
export function withTable(page: string, table: string): string {
  const start = page.indexOf(tableStart);
  const end = page.indexOf(tableEnd);
  if (start < 0 || end < start) throw new Error(`docs/api/settings.md has no ${tableStart} … ${tableEnd}`);
  return `${page.slice(0, start + tableStart.length)}\n${table}\n${page.slice(end)}`;
}

/** turbo.json with the `dev` task's passThroughEnv replaced by `variables`, the rest of the file as it was. */
export function withDevPassThrough(turboJson: string, variables: readonly string[]): string {
  const pattern = /("dev": \{[^}]*?"passThroughEnv": \[)[^\]]*(\])/;
  if (!pattern.test(turboJson)) throw new Error('turbo.json has no dev task with a passThroughEnv list');
  const lines: string[] = [];
  for (const variable of variables.map((name) => JSON.stringify(name))) {
    const last = lines.pop();
    if (last === undefined) lines.push(variable);
    else if (`${last}, ${variable}`.length <= 140) lines.push(`${last}, ${variable}`);
    else lines.push(last, variable);
  }
  return turboJson.replace(pattern, (_, open: string, close: string) => `${open}\n        ${lines.join(',\n        ')}\n      ${close}`);
}

/** The files the page in public/index.html loads, by the name it loads them by. */
export interface PageFiles {
  'scheme.js': string;
  'styles.css': string;
  'game.js': string;
}

/** The three tags of public/index.html that one-page.ts replaces, exactly as they are written there. */
const tags = {
  scheme: '<script src="scheme.js"></script>',
  styles: '<link rel="stylesheet" href="styles.css" />',
  game: '<script src="game.js" defer></script>',
} as const;

/** `text` safe inside a `<script>` or `<style>` element: no `</` that could close it early. */
function insideElement(text: string): string {
  return text.replace(/<\/(?=(?:script|style)\b)/gi, '<\\/');
}

/**
 * The game as one page (docs: the README's "Build"): public/index.html with its scheme script and
 * styles in `<head>` and the game's script at the end of `<body>`, where `defer` would have run it.
 * A sandboxed frame's files are never cached between loads (its origin is opaque), so each file is
 * a round trip on every visit: on a phone at 150 ms, the three files took longer than the page.
 * The games' origin allows inline scripts and styles (apps/api's play-headers.ts).
 */
export function onePage(html: string, files: PageFiles): string {
  for (const tag of Object.values(tags)) {
    if (html.split(tag).length !== 2) throw new Error(`public/index.html must hold ${tag} exactly once to be made one page.`);
  }
  // `<!--` in a script would change how the parser reads the rest of it (the HTML standard's "script data escaped state").
  if (files['game.js'].includes('<!--') || files['scheme.js'].includes('<!--')) throw new Error('A script holds <!--, which cannot be inlined as written.');
  const end = html.lastIndexOf('</body>');
  if (end === -1) throw new Error('public/index.html has no </body> to put the game in.');
  const inline: Record<string, string> = {
    [tags.scheme]: `<script>${insideElement(files['scheme.js'].trim())}</script>`,
    [tags.styles]: `<style>${insideElement(files['styles.css'].trim())}</style>`,
    [tags.game]: '',
  };
  // One pass over the page as written, so nothing inlined is searched again.
  const pattern = new RegExp(Object.values(tags).map((tag) => tag.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')).join('|'), 'g');
  const head = html.slice(0, end).replace(pattern, (tag) => inline[tag] ?? tag);
  return `${head}  <script>${insideElement(files['game.js'].trim())}</script>\n  ${html.slice(end)}`;
}

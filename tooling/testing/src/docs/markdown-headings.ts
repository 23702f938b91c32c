/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces as hyphens. */
export function headingAnchor(heading: string): string {
  return heading.trim().toLowerCase().replace(/[^\p{L}\p{N}\- _]/gu, '').replace(/ /g, '-');
}

/** The anchors of a markdown page's headings (outside fenced code). */
export function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (line.startsWith('```')) fenced = !fenced;
    const title = fenced ? undefined : /^#{1,6} (.+)$/.exec(line)?.[1];
    if (title !== undefined) anchors.add(headingAnchor(title));
  }
  return anchors;
}

/** The page's prose: fenced blocks and inline code spans blanked out (a regex there may look like a link). */
export function proseOf(markdown: string): string {
  return markdown.split(/(^```[\s\S]*?^```|`[^`\n]*`)/m).map((part, index) => (index % 2 === 1 ? ' ' : part)).join('');
}

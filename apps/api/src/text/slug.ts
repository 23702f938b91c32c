/** How ids made from titles look for one kind of record: their longest length, and the id of a title with nothing usable. */
export interface SlugRule {
  maxLength: number;
  fallback: string;
}

/** Games: `/play/<id>/…`. */
export const gameSlugRule: SlugRule = { maxLength: 40, fallback: 'game' };
/** News entries: `/news/<id>`. */
export const newsSlugRule: SlugRule = { maxLength: 64, fallback: 'news' };

/** The id a new record gets from its title: lower-case ASCII letters, digits and inner hyphens, accents folded. */
export function slugFromTitle(title: string, rule: SlugRule): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, rule.maxLength)
    .replace(/^-+|-+$/g, '');
  return slug === '' ? rule.fallback : slug;
}

/** The n-th candidate when the id is taken: `slug`, `slug-2`, `slug-3`, … kept within the rule's length. */
export function slugCandidate(base: string, attempt: number, rule: SlugRule): string {
  if (attempt <= 1) return base;
  const suffix = `-${attempt}`;
  return `${base.slice(0, rule.maxLength - suffix.length).replace(/-+$/g, '')}${suffix}`;
}

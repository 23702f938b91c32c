const maxLength = 64;

/** The id a new entry gets from its English title: lower-case ASCII letters, digits and inner hyphens, at most 64 characters. */
export function newsSlugFromTitle(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, maxLength)
    .replace(/^-+|-+$/g, '');
  return slug === '' ? 'news' : slug;
}

/** The n-th candidate when the slug is taken: `slug`, `slug-2`, `slug-3`, … kept within 64 characters. */
export function newsSlugCandidate(base: string, attempt: number): string {
  if (attempt <= 1) return base;
  const suffix = `-${attempt}`;
  return `${base.slice(0, maxLength - suffix.length).replace(/-+$/g, '')}${suffix}`;
}

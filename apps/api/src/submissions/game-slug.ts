/** The id a new game gets from its title: lower-case ASCII letters, digits and inner hyphens, at most 40 characters. */
export function slugFromTitle(title: string, maxLength = 40): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, maxLength)
    .replace(/^-+|-+$/g, '');
  return slug === '' ? 'game' : slug;
}

/** The n-th candidate when the slug is taken: `slug`, `slug-2`, `slug-3`, … kept within 40 characters. */
export function slugCandidate(base: string, attempt: number): string {
  if (attempt <= 1) return base;
  const suffix = `-${attempt}`;
  return `${base.slice(0, 40 - suffix.length).replace(/-+$/g, '')}${suffix}`;
}

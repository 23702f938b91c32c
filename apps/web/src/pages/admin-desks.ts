/** /admin's desks, in the order its links list them; each has its own address. */
export const adminDesks = [
  { slug: 'review', adminOnly: false },
  { slug: 'jobs', adminOnly: false },
  { slug: 'players', adminOnly: false },
  { slug: 'news', adminOnly: false },
  { slug: 'tickets', adminOnly: false },
  { slug: 'payments', adminOnly: false },
  // Only admins refund Stars and edit the quest pool: moderators are not shown these desks.
  { slug: 'refunds', adminOnly: true },
  { slug: 'quests', adminOnly: true },
] as const;

export type AdminDesk = (typeof adminDesks)[number];

/** A desk's address: the review is /admin itself. */
export const adminDeskPath = (slug: AdminDesk['slug']): string => (slug === 'review' ? '/admin' : `/admin/${slug}`);

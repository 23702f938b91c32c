import type { RouteInfo } from '../route-info.ts';

/**
 * News (docs/api/news.md): anyone reads it, newest first; moderators and admins write, edit and delete
 * it. Text is plain text (see news-text.ts): paragraphs and links, never HTML.
 */
export const newsRoutes = {
  listNews: {
    method: 'GET',
    path: '/api/news',
    auth: 'none',
    revalidates: true,
    summary: 'News entries, newest publication first, paged by a cursor, in the language asked for (Spanish falls back to English when an entry has none); place=telegram: as the Telegram mini app shows them.',
  },
  getNews: {
    method: 'GET',
    path: '/api/news/:id',
    auth: 'none',
    errors: ['not_found'],
    summary: 'One news entry with its body, in the language asked for (falling back to English); place=telegram: as the Telegram mini app shows it. 404 not_found for an unknown id, or one hidden there.',
  },
  getNewsSource: {
    method: 'GET',
    path: '/api/admin/news/:id',
    auth: 'session',
    errors: ['not_found'],
    role: 'moderator',
    summary: 'Moderators and admins: one news entry as written, every language, for editing.',
  },
  createNews: {
    method: 'POST',
    path: '/api/admin/news',
    auth: 'session',
    role: 'moderator',
    status: 201,
    summary: 'Moderators and admins: writes a news entry (English required, Spanish optional); its id is a slug of the English title. Published at once unless publishedAt is given. telegram: hidden in the Telegram mini app, or its own text there.',
  },
  updateNews: {
    method: 'PATCH',
    path: '/api/admin/news/:id',
    auth: 'session',
    errors: ['not_found'],
    role: 'moderator',
    summary: 'Moderators and admins: replaces the texts (and publication date and the Telegram mini app\'s settings, when given) of a news entry; es: null removes the Spanish text. The id stays.',
  },
  deleteNews: {
    method: 'DELETE',
    path: '/api/admin/news/:id',
    auth: 'session',
    errors: ['not_found'],
    role: 'moderator',
    summary: 'Moderators and admins: deletes a news entry; its page answers 404 from then on.',
  },
} as const satisfies Record<string, RouteInfo>;

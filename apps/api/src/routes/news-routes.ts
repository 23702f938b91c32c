import { newsLimits } from '@site/api-contract';
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context.ts';
import { endpoint } from '../http/endpoint.ts';
import { answerPublicList, type PublicAnswerCache } from '../http/public-answers.ts';
import { createNews, deleteNews, listNews, requireNews, requireNewsSource, updateNews } from '../news/news-store.ts';

/** News (docs/api/news.md): read by anyone, written by moderators and admins (the contract's `role`). */
export function registerNewsRoutes(app: FastifyInstance, ctx: ServerContext, publicAnswers: PublicAnswerCache): void {
  endpoint(app, 'listNews', ({ query, raw }, reply) =>
    answerPublicList(publicAnswers, 'news', raw, reply, () =>
      listNews(ctx.publicReads ?? ctx.db, { language: query.lang ?? 'en', place: query.place, cursor: query.cursor, limit: query.limit === undefined ? newsLimits.pageSizeDefault : Number(query.limit) }),
    ),
  );

  endpoint(app, 'getNews', async ({ params, query }) => ({ entry: await requireNews(ctx.db, params.id, query.lang ?? 'en', query.place) }));

  endpoint(app, 'getNewsSource', async ({ params }) => ({ entry: await requireNewsSource(ctx.db, params.id) }));

  endpoint(app, 'createNews', async ({ body, principal }) => {
    const id = await createNews(ctx.db, principal.accountId, body, ctx.now());
    return { entry: await requireNewsSource(ctx.db, id) };
  });

  endpoint(app, 'updateNews', async ({ params, body }) => {
    await updateNews(ctx.db, params.id, body, ctx.now());
    return { entry: await requireNewsSource(ctx.db, params.id) };
  });

  endpoint(app, 'deleteNews', async ({ params }) => {
    await deleteNews(ctx.db, params.id);
    return { ok: true as const };
  });
}

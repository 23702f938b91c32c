import type { RouteName } from '@site/api-contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { entityTagOf, ifNoneMatchHits } from '../text/entity-tag.ts';

/** The public lists whose answers are cached (docs/api/public-reads.md). */
export type PublicList = 'games' | 'news' | 'leaderboards';

/**
 * The writes, answered with success in this process, after which a list's cached answers are
 * dropped at once. Writes in other processes (or by hand in SQL) show within the cache's time.
 */
const staleAfter: Readonly<Record<PublicList, readonly RouteName[]>> = {
  games: ['publishVersion', 'rejectVersion', 'updateAccount', 'setGameDescriptions'],
  news: ['createNews', 'updateNews', 'deleteNews'],
  leaderboards: ['finishRun', 'finishReviewRun', 'updateAccount'],
};

interface CachedAnswer {
  json: string;
  etag: string;
  until: number;
}

/** Answers of the public lists by list and URL, each kept `seconds` (0: none kept). */
export class PublicAnswerCache {
  private readonly answers = new Map<PublicList, Map<string, Promise<CachedAnswer>>>();

  constructor(
    readonly seconds: number,
    private readonly clock: () => number = () => performance.now(),
  ) {}

  /** The answer to `url` (its JSON), computed at most once per `seconds` (callers arriving meanwhile share one computation). */
  answer(list: PublicList, url: string, compute: () => Promise<string>): Promise<CachedAnswer> {
    const now = this.clock();
    const answers = this.answers.get(list) ?? new Map<string, Promise<CachedAnswer>>();
    this.answers.set(list, answers);
    const kept = answers.get(url);
    if (kept) {
      // A settled answer past its time is dropped below; a pending one is shared.
      const fresh = kept.then((answer) => answer.until > now);
      return fresh.then((isFresh) => (isFresh ? kept : this.computeInto(answers, url, compute)));
    }
    return this.computeInto(answers, url, compute);
  }

  private computeInto(answers: Map<string, Promise<CachedAnswer>>, url: string, compute: () => Promise<string>): Promise<CachedAnswer> {
    const computing = compute().then((json) => ({ json, etag: entityTagOf(json), until: this.clock() + this.seconds * 1000 }));
    if (this.seconds > 0) {
      answers.set(url, computing);
      // A failure is answered to its callers and never kept.
      computing.catch(() => {
        if (answers.get(url) === computing) answers.delete(url);
      });
    }
    return computing;
  }

  forget(list: PublicList): void {
    this.answers.delete(list);
  }
}

/**
 * A cache of the public lists' answers for this app, emptied list by list after the writes that
 * change them (`staleAfter`).
 */
export function installPublicAnswerCache(app: FastifyInstance, seconds: number): PublicAnswerCache {
  const cache = new PublicAnswerCache(seconds);
  const listsChangedBy = new Map<string, PublicList[]>();
  for (const [list, writers] of Object.entries(staleAfter) as [PublicList, readonly RouteName[]][]) {
    for (const writer of writers) listsChangedBy.set(writer, [...(listsChangedBy.get(writer) ?? []), list]);
  }
  app.addHook('onResponse', async (request, reply) => {
    const name = request.routeOptions.config.routeName;
    if (name === undefined || reply.statusCode >= 400) return;
    for (const list of listsChangedBy.get(name) ?? []) cache.forget(list);
  });
  return cache;
}

/**
 * Answers a public list from the cache, with its ETag and a public Cache-Control (a CDN keeps it
 * the cache's time; a browser revalidates each time), or 304 when If-None-Match names the ETag. `varyByCookie`: the route reads the session when sent, so a shared cache keys on it.
 */
export async function answerPublicList<Body>(
  cache: PublicAnswerCache,
  list: PublicList,
  request: FastifyRequest,
  reply: FastifyReply,
  compute: () => Promise<Body>,
  options: { varyByCookie?: boolean } = {},
): Promise<Body> {
  // Serialized by the route's own serializer (the contract's response shape), once per cached answer.
  const { json, etag } = await cache.answer(list, request.url, async () => reply.serialize(await compute()) as string);
  // A browser asks again each time (a 304 when nothing changed), so a player sees their own write at once; a CDN keeps it the cache's time.
  void reply.header('etag', etag).header('cache-control', cache.seconds > 0 ? `public, max-age=0, must-revalidate, s-maxage=${cache.seconds}` : 'no-cache');
  if (options.varyByCookie) void reply.header('vary', 'cookie');
  // Sent here (an async handler then returns the reply it sent), not returned for Fastify to serialize again.
  if (ifNoneMatchHits(request.headers['if-none-match'], etag)) return reply.code(304).send() as unknown as Body;
  return reply.header('content-type', 'application/json; charset=utf-8').send(json) as unknown as Body;
}

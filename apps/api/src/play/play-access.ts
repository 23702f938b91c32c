import type { FastifyRequest } from 'fastify';

/**
 * May this request see `version` of `game`? 'published': anyone may, and shared caches may keep
 * it; 'review': only this requester (its owner, a moderator), never cached; null: answered 404,
 * as if it did not exist.
 */
export type PlayAccess = 'published' | 'review' | null;
export type CanServeGameVersion = (game: string, version: number, request: FastifyRequest) => Promise<PlayAccess>;

import { urlWithoutPassword } from '../text/url-without-password.ts';

/** Connection failures at start-up: the database is not there, or will not let the server in. */
const unreachable = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ETIMEDOUT', 'ECONNRESET']);
/** PostgreSQL's refusals of the connection itself: a wrong password or user, no such database, not allowed to connect. */
const refusedLogin = new Set(['28P01', '28000', '3D000', '42501']);

/**
 * What to tell an operator when PostgreSQL at `databaseUrl` could not be opened or migrated at
 * start-up for a reason outside the server (it is down, unreachable, or refuses the login):
 * `DATABASE_URL`, where it points (no password) and the driver's words. Null for anything else,
 * which is a bug and keeps its stack.
 */
export function databaseUnreachableMessage(error: unknown, databaseUrl: string | null): string | null {
  if (databaseUrl === null || typeof error !== 'object' || error === null) return null;
  const { code, message } = error as { code?: unknown; message?: unknown };
  const failures = 'errors' in error && Array.isArray(error.errors) ? (error.errors as { code?: unknown }[]) : [];
  const codes = [code, ...failures.map((failure) => failure.code)].filter((each): each is string => typeof each === 'string');
  if (!codes.some((each) => unreachable.has(each) || refusedLogin.has(each))) return null;
  const words = typeof message === 'string' && message !== '' ? message : codes.join(', ');
  return `DATABASE_URL: PostgreSQL at ${urlWithoutPassword(databaseUrl)} could not be used at start-up: ${words}. Start the server once the database is up and the role may log in and owns the database (docs/api/postgresql.md).`;
}

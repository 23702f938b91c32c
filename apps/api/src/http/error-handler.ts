import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { shownLinePattern, shownLineProblem, type ShownLineProblem } from '@site/api-contract';
import { errorStatuses, type ErrorCode } from '@site/api-contract/routes';
import { ApiError, type ApiErrorDetails } from '../errors/api-error.ts';
import { securityHeaders } from './security-headers.ts';

interface ErrorBody {
  error: { code: ErrorCode; message: string; details?: ApiErrorDetails };
}

const body = (code: ErrorCode, message: string, details?: ApiErrorDetails): ErrorBody => ({
  error: details === undefined ? { code, message } : { code, message, details },
});

/** The error answer of `code`, with its status from the contract. */
const answer = (reply: FastifyReply, code: ErrorCode, message: string, details?: ApiErrorDetails): FastifyReply =>
  reply.code(errorStatuses[code]).send(body(code, message, details));

/** Node and PostgreSQL errors that mean the database is away (stopped, restarting, unreachable). */
const unavailableCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', '57P01', '57P02', '57P03', '53300', '08000', '08001', '08003', '08006']);

function isDatabaseUnavailable(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && unavailableCodes.has(code)) return true;
  const message = error instanceof Error ? error.message : '';
  return /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/i.test(message);
}

/** `body.email` from ajv's `/email` in the body, `params.id`, `query.state`. */
function fieldOf(error: FastifyError): string | undefined {
  const first = error.validation?.[0];
  if (!first) return undefined;
  const missing = (first.params as { missingProperty?: string; additionalProperty?: string } | undefined);
  // Fastify calls the query `querystring`; the contract, the client and the OpenAPI document call it `query`.
  const context = error.validationContext === 'querystring' ? 'query' : error.validationContext;
  const path = [context, ...first.instancePath.split('/').filter(Boolean), missing?.missingProperty ?? missing?.additionalProperty]
    .filter((part) => part !== undefined && part !== '')
    .join('.');
  return path === '' ? undefined : path;
}

/** The value the validator refused: the part of the request it checked, at the error's path. */
function refusedValue(error: FastifyError, request: FastifyRequest): unknown {
  const parts: Record<string, unknown> = { body: request.body, querystring: request.query, params: request.params, headers: request.headers };
  let value = parts[error.validationContext ?? ''];
  // A JSON pointer: `/texts/en/title`, with ~1 for a slash and ~0 for a tilde in a key.
  for (const key of (error.validation?.[0]?.instancePath ?? '').split('/').slice(1)) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[key.replaceAll('~1', '/').replaceAll('~0', '~')];
  }
  return value;
}

const shownLineRule: Record<ShownLineProblem['kind'], (field: string, character: string) => string> = {
  control: (field, character) => `${field} may not contain control characters (here ${character}).`,
  line_break: (field, character) => `${field} must be one line: it may not contain a line or paragraph separator (here ${character}).`,
  direction: (field, character) => `${field} may not contain characters that change the direction of text (here ${character}).`,
  invisible: (field, character) => `${field} may not contain invisible characters (here ${character}).`,
  nothing_visible: (field) => `${field} has no visible character: it may not be only spaces or blank characters.`,
};

/**
 * Whether every character of `value` is one the text rule `pattern` allows: each rule starts with
 * the class of its allowed characters (`^[^…]*`), so a refused value made only of those fails its
 * other part, the visible character it asks for.
 */
function hasOnlyAllowedCharacters(pattern: string, value: string): boolean {
  const allowed = /^\^(\[\^(?:\\.|[^\]\\])*\])\*/.exec(pattern)?.[1];
  return allowed !== undefined && new RegExp(`^${allowed}*$`, 'u').test(value);
}

function describeTextRule(field: string, pattern: string, value: unknown): string {
  if (pattern === shownLinePattern && typeof value === 'string') {
    const problem = shownLineProblem(value);
    if (problem) return shownLineRule[problem.kind](field, 'character' in problem ? problem.character : '');
  }
  if (!pattern.includes('\\u001F')) return `${field} may not contain NUL (U+0000).`;
  const visibleRequired = pattern.includes('\\s');
  if (visibleRequired && typeof value === 'string' && hasOnlyAllowedCharacters(pattern, value)) return shownLineRule.nothing_visible(field, '');
  const allowed = pattern.includes('\\u000B') ? ' other than tab and line breaks' : '';
  return `${field} may not contain control characters${allowed} (U+0000 to U+001F, DEL)${visibleRequired ? ', nor be only spaces' : ''}.`;
}

function describeValidation(error: FastifyError, field: string | undefined, value: unknown): string {
  const first = error.validation?.[0];
  if (!first) return 'The request is not valid.';
  if (first.keyword === 'additionalProperties') return `Unknown field ${field ?? ''}: remove it.`.replace(' :', ':');
  if (first.keyword === 'required') return `${field ?? 'A field'} is required.`;
  const pattern = (first.params as { pattern?: unknown } | undefined)?.pattern;
  // The contract's text rules (packages/api-contract/src/text-bounds.ts) say it in words, not as a regular expression.
  if (first.keyword === 'pattern' && typeof pattern === 'string' && pattern.includes('\\u0000')) return describeTextRule(field ?? 'The text', pattern, value);
  return `${field ?? 'The request'} ${first.message ?? 'is not valid'}.`;
}

/**
 * The router's own refusals (a URL that does not decode, a path part longer than the router
 * takes), in the one error shape with the usual headers: they come before any hook runs.
 * For Fastify's `frameworkErrors` option.
 */
export function routerErrorAnswer(options: { https: boolean }): (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => void {
  return (error, request, reply) => {
    void reply.headers({ ...securityHeaders(options), 'x-request-id': request.id });
    if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
      // The one code answered with another status than its own: the contract's answeredErrors says so.
      void reply.code(414).send(body('validation_failed', 'A part of the URL is longer than any valid value.', { field: 'params' }));
    } else {
      void answer(reply, 'validation_failed', 'The URL is not valid.', { field: 'params' });
    }
  };
}

/**
 * One error shape for everything (docs/architecture.md, "A request's way through"): the caller's mistakes are 4xx with the field that is
 * wrong; anything else is logged with its stack and answered without one.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setNotFoundHandler((request, reply) => {
    void answer(reply, 'not_found', `Nothing at ${request.method} ${request.url.split('?')[0] ?? ''}.`);
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof ApiError) {
      if (error.details?.retryAfterSeconds !== undefined) void reply.header('retry-after', String(error.details.retryAfterSeconds));
      return answer(reply, error.code, error.message, error.details);
    }
    if (error.validation) {
      const field = fieldOf(error);
      return answer(reply, 'validation_failed', describeValidation(error, field, refusedValue(error, request)), field === undefined ? undefined : { field });
    }
    switch (error.code) {
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
        return answer(reply, 'body_too_large', 'The request body is too large.');
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
        return answer(reply, 'unsupported_media_type', 'Send the body as application/json.');
      case 'FST_ERR_CTP_INVALID_JSON_BODY':
      case 'FST_ERR_CTP_EMPTY_JSON_BODY':
        return answer(reply, 'validation_failed', 'The body is not valid JSON.', { field: 'body' });
      case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
        return answer(reply, 'validation_failed', 'The Content-Length does not match the body.');
      default:
        break;
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return answer(reply.header('retry-after', '2'), 'service_unavailable', 'The service is briefly unavailable. Try again in a moment.');
    }
    if (typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.code(error.statusCode).send(body('validation_failed', 'The request is not valid.'));
    }
    request.log.error({ err: error }, 'unexpected error');
    return answer(reply, 'internal', 'Something went wrong on our side. Try again later.');
  });
}

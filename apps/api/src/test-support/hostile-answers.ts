import { Ajv, type ValidateFunction } from 'ajv';
import ajvFormats from 'ajv-formats';
import { expect } from 'vitest';
import type { HostileRequest, JsonSchema, Operation } from './hostile-requests.ts';
import type { TestClient, TestResponse } from './test-client.ts';

/**
 * What the hostile-input tests (src/ops/hostile-input.test.ts, src/ops/boundary-input.test.ts)
 * send and check: a generated request sent as the site would, and what every answer must be.
 */

// The same validator settings as the server's (src/app.ts), to tell which generated requests are
// wrong by the contract: those must be refused with a 4xx.
const ajv = new Ajv({ strict: false, removeAdditional: false, coerceTypes: false, useDefaults: false, allErrors: false });
(ajvFormats.default as unknown as (instance: Ajv) => Ajv)(ajv);
const validators = new Map<JsonSchema, ValidateFunction>();

/** Whether `value` fits `schema` as the server's validator sees it. */
export function isValid(schema: JsonSchema, value: unknown): boolean {
  let validate = validators.get(schema);
  if (!validate) validators.set(schema, (validate = ajv.compile(schema)));
  return validate(value);
}

/** Sends one generated request as `client` (CSRF header and Origin included, as the site would, unless `csrf: false`). */
export function send(client: TestClient, request: Pick<HostileRequest, 'method' | 'path' | 'query' | 'body' | 'contentType'>, options: { csrf?: boolean } = {}): Promise<TestResponse> {
  return client.request(request.method, request.path, {
    ...options,
    query: request.query,
    headers: request.contentType ? { 'content-type': request.contentType } : {},
    ...(request.body === undefined ? {} : { body: request.body }),
  });
}

const stackTrace = /\n\s+at |node_modules|\/src\/|\.[cm]?[jt]s:\d+/;

/** What every answer must be, whatever was sent: no 5xx, the error shape, no internals, security headers. */
export function expectSafeAnswer(response: TestResponse, label: string): void {
  expect(response.status, label).toBeLessThan(500);
  const text = typeof response.body === 'string' ? response.body : JSON.stringify(response.body);
  expect(text, label).not.toMatch(stackTrace);
  if (response.status >= 400) expect(response.body, label).toMatchObject({ error: { code: expect.any(String) as string, message: expect.any(String) as string } });
  expect(response.headers.get('x-content-type-options'), label).toBe('nosniff');
  expect(response.headers.get('content-security-policy'), label).toContain("frame-ancestors 'none'");
  expect(response.headers.get('referrer-policy'), label).toBe('no-referrer');
}

/** The answer's status is one the document lists for the operation (what a client generated from it expects). */
export function expectDocumentedStatus(operation: Operation, response: TestResponse, label: string): void {
  expect(operation.statuses, `${label}: a status /api/openapi.json does not list`).toContain(response.status);
}

/** Whether the contract itself says the request is wrong (so the server must refuse it). */
export function wrongByContract(operation: Operation, request: HostileRequest): boolean {
  const part = request.invalidPart;
  if (part.kind === 'raw') return true;
  if (part.kind === 'body') return operation.bodySchema !== null && !isValid(operation.bodySchema, part.value);
  return !isValid(part.parameter.schema, part.value);
}

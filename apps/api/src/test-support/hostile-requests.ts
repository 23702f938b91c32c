/**
 * Malformed and hostile requests for every operation of the OpenAPI document (docs/architecture.md, "Security rules"), made
 * from the document itself: wrong types, missing and extra fields, huge and deep bodies, invalid
 * UTF-8, SQL and script fragments, prototype pollution, and other accounts' ids in the path.
 */

export type JsonSchema = Record<string, unknown> & {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  minLength?: number;
  minimum?: number;
  items?: JsonSchema;
  minItems?: number;
};

export interface Parameter {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  schema: JsonSchema;
}

export interface Operation {
  operationId: string;
  method: string;
  /** The path as the document writes it, `{param}` placeholders included. */
  path: string;
  parameters: Parameter[];
  /** The JSON body's schema; null when the operation takes none (or takes multipart). */
  bodySchema: JsonSchema | null;
  multipart: boolean;
  /** From `security`: `[]` public, `[{ session: [] }]` the session cookie required, `[{}, { session: [] }]` read when sent. */
  auth: 'session' | 'optional' | 'none';
  /** Whether the operation declares the `x-site-request` header (the CSRF guard's). */
  siteRequestHeader: boolean;
  /** Every status the document lists for the operation. */
  statuses: number[];
}

export interface HostileRequest {
  label: string;
  method: string;
  path: string;
  query: Record<string, string>;
  /** Raw bytes on the wire; absent when nothing is sent. */
  body?: string | Buffer;
  contentType?: string;
  /** What the request is wrong in, for the validator to confirm: a JSON body, a parameter, or bytes no validator sees. */
  invalidPart: { kind: 'body'; value: unknown } | { kind: 'parameter'; parameter: Parameter; value: string } | { kind: 'raw' };
}

/** Reads the operations out of `/api/openapi.json`. */
export function operationsOf(document: { paths: Record<string, Record<string, Record<string, unknown>>> }): Operation[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => {
      const content = (operation.requestBody as { content?: Record<string, { schema: JsonSchema }> } | undefined)?.content;
      const security = operation.security as Array<Record<string, unknown>> | undefined;
      const declared = (operation.parameters as Array<Partial<Parameter> & { $ref?: string }> | undefined) ?? [];
      return {
        operationId: operation.operationId as string,
        method: method.toUpperCase(),
        path,
        // Path and query parameters; the CSRF header (a `$ref` to components.parameters) is the client's to send.
        parameters: declared.filter((parameter): parameter is Parameter => parameter.in === 'path' || parameter.in === 'query'),
        bodySchema: content?.['application/json']?.schema ?? null,
        multipart: content?.['multipart/form-data'] !== undefined,
        auth: !security || security.length === 0 ? 'none' : security.some((entry) => Object.keys(entry).length === 0) ? 'optional' : 'session',
        siteRequestHeader: declared.some((parameter) => parameter.$ref === '#/components/parameters/SiteRequest'),
        statuses: Object.keys(operation.responses as Record<string, unknown>).map(Number),
      };
    }),
  );
}

/** A value of the schema's shape, good enough to be the base that one field at a time is spoiled in. */
export function sampleOf(schema: JsonSchema | undefined): unknown {
  if (!schema) return null;
  if ('const' in schema) return schema.const;
  if (schema.enum) return schema.enum[0];
  if (schema.anyOf?.[0]) return sampleOf(schema.anyOf[0]);
  switch (schema.type) {
    case 'object':
      return Object.fromEntries((schema.required ?? []).map((key) => [key, sampleOf(schema.properties?.[key])]));
    case 'array':
      // As many items as the schema asks for, so that the base request is valid and only the spoiled field is refused.
      return Array.from({ length: schema.minItems ?? 0 }, () => sampleOf(schema.items));
    case 'string':
      if (schema.format === 'email') return 'someone@example.com';
      if (schema.format === 'uuid') return '5f0c7c7e-2d1a-4c36-9a43-0b8f6f3b7a10';
      if (schema.format === 'uri') return 'https://example.com/';
      if (schema.format === 'date-time') return '2026-01-01T00:00:00.000Z';
      return sampleStrings(schema).find((candidate) => fitsString(schema, candidate)) ?? 'x'.repeat(Math.max(1, schema.minLength ?? 1));
    case 'integer':
    case 'number':
      return schema.minimum ?? 1;
    case 'boolean':
      return true;
    default:
      return null;
  }
}

/** Strings that fit the patterns of the contract's ids, numbers, cursors, hashes, tokens, TON addresses and run seeds. */
const sampleStrings = (schema: JsonSchema): string[] => [
  'x'.repeat(Math.max(1, schema.minLength ?? 1)),
  '1',
  '1-x',
  'T-10000000',
  '/',
  '0x',
  `0x${'0'.repeat(64)}`,
  '0'.repeat(64),
  `0:${'0'.repeat(64)}`,
  'a.b.c',
  '0'.repeat(32),
];

/** Whether `value` has the string schema's length and pattern (the formats are left to the validator). */
export function fitsString(schema: JsonSchema, value: string): boolean {
  if (value.length < (schema.minLength ?? 0) || value.length > ((schema.maxLength as number | undefined) ?? Infinity)) return false;
  return typeof schema.pattern !== 'string' || new RegExp(schema.pattern, 'u').test(value);
}

export const hostileStrings: readonly string[] = [
  "' OR '1'='1' --",
  '1; DROP TABLE accounts; --',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '../../../../etc/passwd',
  '\u0000',
  '%00%0d%0a',
  '${7*7}{{7*7}}',
  '\u202e\ufeff',
  '😀'.repeat(40),
  'x'.repeat(5_000),
  '-1',
  '1e309',
  'NaN',
  '',
];

const hostileValues: readonly unknown[] = [null, true, 0, -1, 1.5, 1e308, 2 ** 53 + 1, [], {}, [1, 2, 3], { $gt: '' }, ...hostileStrings];

/** A JSON text nested `depth` levels deep: small in bytes, deep for a parser. */
const deepJson = (depth: number): string => '['.repeat(depth) + ']'.repeat(depth);

function fillPath(path: string, values: Record<string, string>): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(values[name] ?? 'x'));
}

function sampleParameters(operation: Operation): { path: Record<string, string>; query: Record<string, string> } {
  const path: Record<string, string> = {};
  const query: Record<string, string> = {};
  for (const parameter of operation.parameters) {
    const value = sampleOf(parameter.schema);
    if (parameter.in === 'path') path[parameter.name] = String(value);
    else if (parameter.required) query[parameter.name] = String(value);
  }
  return { path, query };
}

/**
 * Every hostile request for one operation. `otherIds` gives, by parameter name, ids that are real
 * but belong to someone else (another account's run, say): well formed, never the caller's.
 */
export function hostileRequestsFor(operation: Operation, otherIds: Record<string, readonly string[]> = {}): HostileRequest[] {
  const requests: HostileRequest[] = [];
  const samples = sampleParameters(operation);
  const path = fillPath(operation.path, samples.path);
  const base = { method: operation.method, path, query: samples.query };
  const json = (label: string, value: unknown): HostileRequest => ({ ...base, label, body: JSON.stringify(value), contentType: 'application/json', invalidPart: { kind: 'body', value } });
  const raw = (label: string, body: string | Buffer, contentType = 'application/json'): HostileRequest => ({ ...base, label, body, contentType, invalidPart: { kind: 'raw' } });

  for (const parameter of operation.parameters) {
    const values = [...hostileStrings.filter((value) => value !== '' || parameter.in === 'query'), ...(otherIds[parameter.name] ?? [])];
    for (const value of values) {
      const label = `${parameter.in} ${parameter.name} = ${JSON.stringify(value.slice(0, 40))}`;
      const invalidPart = { kind: 'parameter' as const, parameter, value };
      if (parameter.in === 'path') {
        requests.push({ ...base, label, path: fillPath(operation.path, { ...samples.path, [parameter.name]: value }), invalidPart, ...bodyOf(operation) });
      } else {
        requests.push({ ...base, label, query: { ...samples.query, [parameter.name]: value }, invalidPart, ...bodyOf(operation) });
      }
    }
  }

  if (operation.bodySchema) {
    const sample = sampleOf(operation.bodySchema);
    for (const whole of [null, [], 'text', 42, true, {}]) requests.push(json(`body ${JSON.stringify(whole)}`, whole));
    requests.push(raw('truncated JSON', '{"a":'));
    requests.push(raw('invalid UTF-8', Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0xc3, 0x28, 0x22, 0x3a, 0x31, 0x7d])));
    requests.push(raw('JSON nested 20,000 deep', deepJson(20_000)));
    requests.push(raw('a body over the size limit', JSON.stringify({ padding: 'x'.repeat(100 * 1024) })));
    requests.push(raw('prototype pollution', `{"__proto__":{"role":"admin"},"constructor":{"prototype":{"role":"admin"}}}`));
    requests.push(raw('the sample as text/plain', JSON.stringify(sample), 'text/plain'));
    if (sample && typeof sample === 'object' && !Array.isArray(sample)) {
      const fields = Object.keys(operation.bodySchema.properties ?? {});
      for (const field of fields) {
        for (const value of hostileValues) requests.push(json(`${field} = ${JSON.stringify(value).slice(0, 40)}`, { ...sample, [field]: value }));
        if (operation.bodySchema.required?.includes(field)) {
          const { [field]: _left, ...without } = sample as Record<string, unknown>;
          requests.push(json(`without ${field}`, without));
        }
      }
      requests.push(json('an unexpected field', { ...sample, unexpected: 'field' }));
    }
  }
  if (operation.multipart) {
    requests.push(raw('JSON where an upload is expected', '{"title":"x"}'));
    requests.push(raw('a multipart body cut short', '--b\r\nContent-Disposition: form-data; name="title"\r\n\r\nabc', 'multipart/form-data; boundary=b'));
    requests.push(raw('a multipart body with no boundary', 'anything', 'multipart/form-data'));
  }
  return requests;
}

/** For parameter cases: the operation's sample body, so the spoiled parameter is the only thing wrong. */
function bodyOf(operation: Operation): Pick<HostileRequest, 'body' | 'contentType'> {
  return operation.bodySchema ? { body: JSON.stringify(sampleOf(operation.bodySchema)), contentType: 'application/json' } : {};
}

/**
 * Requests that put, in one field at a time of every operation of the OpenAPI document, what a
 * database column cannot hold: integers at and past 2^53 and 2^63, decimal strings (amounts, ids,
 * cursors) at and past PostgreSQL's bigint, control characters and NUL in every string, and dates
 * at the edges of the calendar. Each says whether the contract must refuse it.
 */
import { sampleOf, type HostileRequest, type JsonSchema, type Operation } from './hostile-requests.ts';

export interface BoundaryRequest extends HostileRequest {
  /** The field as the server names it in `details.field`: `body.texts.en.title`, `query.cursor`, `params.code`. */
  field: string;
  /** Whether the contract must refuse the value (a number past what it holds, a control character where none belongs). */
  mustRefuse: boolean;
  /** Whether the value has a NUL and the field's pattern is one of the contract's text rules (its refusal says so in words). */
  nulInText: boolean;
}

/** Leaves of a request's shape: where one value can be put. */
interface Leaf {
  path: string[];
  schema: JsonSchema;
}

/** PostgreSQL's bigint, and the largest integer a JSON number carries exactly. */
const bigintMax = 2n ** 63n - 1n;
const bigintMin = -(2n ** 63n);
const jsonIntegerMax = Number.MAX_SAFE_INTEGER;

const integerLiterals = ['9007199254740991', '9007199254740992', '9007199254740993', '9223372036854775807', '9223372036854775808', '18446744073709551616', '-9007199254740992', '-9223372036854775809'];
const decimals = ['9007199254740992', '9223372036854775807', '9223372036854775808', '9999999999999999999', '18446744073709551616', '-9223372036854775808', '-9223372036854775809'];
/** NUL, another C0 control and DEL are refused in every string; TAB and line breaks only where one line is asked for. */
const controlTexts: ReadonlyArray<readonly [string, boolean]> = [
  ['a\u0000b', true],
  ['a\u001bb', true],
  ['a\u007fb', true],
  ['a\tb', false],
  ['a\r\nb', false],
];
const edgeDates = ['0000-01-01T00:00:00Z', '0001-01-01T00:00:00+14:00', '9999-12-31T23:59:59-14:00', '2016-12-31T23:59:60Z'];

const isConst = (schema: JsonSchema): boolean => 'const' in schema || schema.enum !== undefined;

function leavesOf(schema: JsonSchema | null | undefined, path: string[] = []): Leaf[] {
  if (!schema || isConst(schema)) return [];
  if (schema.anyOf) {
    if (schema.anyOf.every(isConst)) return [];
    return leavesOf(schema.anyOf.find((branch) => branch.type !== 'null'), path);
  }
  if (schema.type === 'object') return Object.entries(schema.properties ?? {}).flatMap(([key, property]) => leavesOf(property, [...path, key]));
  if (schema.type === 'string' || schema.type === 'integer' || schema.type === 'number') return [{ path, schema }];
  return [];
}

/** The sample body of `schema` with `value` at `path`, the parents it needs made from their own samples. */
function withValueAt(schema: JsonSchema, base: unknown, path: readonly string[], value: unknown): unknown {
  const [key, ...rest] = path;
  if (key === undefined) return value;
  const objectSchema = schema.anyOf?.find((branch) => branch.type === 'object') ?? schema;
  const property = objectSchema.properties?.[key] ?? {};
  const here = base && typeof base === 'object' ? (base as Record<string, unknown>) : (sampleOf(objectSchema) as Record<string, unknown>);
  const child = here[key] ?? (rest.length > 0 ? sampleOf(property.anyOf?.find((branch) => branch.type === 'object') ?? property) : undefined);
  return { ...here, [key]: withValueAt(property, child, rest, value) };
}

/**
 * Whether a string field holds a number (an amount, an id, a page: digits only), or is a cursor:
 * a number, or a number and an id (`<microseconds>-<id>`), so both are tried.
 */
function numberForms(name: string, schema: JsonSchema): Array<(decimal: string) => string> {
  const plain = (decimal: string): string => decimal;
  if (name === 'cursor') return [plain, (decimal) => `${decimal}-x`];
  if (typeof schema.pattern !== 'string') return [];
  const pattern = new RegExp(schema.pattern, 'u');
  return pattern.test('1') && !pattern.test('x') && !pattern.test('a') ? [plain] : [];
}

const pastBigint = (decimal: string): boolean => BigInt(decimal) > bigintMax || BigInt(decimal) < bigintMin;

/** How strict a string field is about control characters (see packages/api-contract/src/text-bounds.ts). */
export type ControlRule = 'refused' | 'nul-only' | 'cleaned';

/** Values for one leaf, each with whether the contract must refuse it; numbers as literal JSON text. */
function valuesFor(leaf: Leaf, rule: ControlRule): Array<{ value: unknown; literal?: string; mustRefuse: boolean }> {
  const { schema } = leaf;
  if (schema.type === 'integer' || schema.type === 'number') {
    return integerLiterals.map((literal) => ({ value: JSON.parse(literal) as number, literal, mustRefuse: Math.abs(Number(literal)) > jsonIntegerMax }));
  }
  const refusedBy = (refused: boolean, value: string): boolean => (rule === 'refused' ? refused : rule === 'nul-only' ? value.includes('\u0000') : false);
  const values: Array<{ value: unknown; mustRefuse: boolean }> = controlTexts.map(([value, refused]) => ({ value, mustRefuse: refusedBy(refused, value) }));
  for (const form of numberForms(leaf.path.at(-1) ?? '', schema)) values.push(...decimals.map((decimal) => ({ value: form(decimal), mustRefuse: pastBigint(decimal) })));
  if (schema.format === 'date-time') values.push(...edgeDates.map((value) => ({ value, mustRefuse: false })));
  return values;
}

const nulInText = (schema: JsonSchema, value: unknown): boolean =>
  typeof value === 'string' && value.includes('\u0000') && typeof schema.pattern === 'string' && schema.pattern.includes('\\u0000');

const fillPath = (path: string, values: Record<string, string>): string => path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(values[name] ?? 'x'));

/**
 * Every boundary request for one operation. `ruleOf` says, by field (`body.password`), how the
 * contract treats control characters in it; every string refuses them all unless it says otherwise.
 */
export function boundaryRequestsFor(operation: Operation, ruleOf: (field: string) => ControlRule = () => 'refused'): BoundaryRequest[] {
  const pathValues: Record<string, string> = {};
  const query: Record<string, string> = {};
  for (const parameter of operation.parameters) {
    const value = String(sampleOf(parameter.schema));
    if (parameter.in === 'path') pathValues[parameter.name] = value;
    else if (parameter.required) query[parameter.name] = value;
  }
  const sampleBody = operation.bodySchema ? sampleOf(operation.bodySchema) : undefined;
  const base = { method: operation.method, path: fillPath(operation.path, pathValues), query, ...(operation.bodySchema ? { body: JSON.stringify(sampleBody), contentType: 'application/json' } : {}) };
  const requests: BoundaryRequest[] = [];

  for (const parameter of operation.parameters) {
    const field = `${parameter.in === 'path' ? 'params' : 'query'}.${parameter.name}`;
    for (const { value, mustRefuse } of valuesFor({ path: [parameter.name], schema: parameter.schema }, ruleOf(field))) {
      if (typeof value !== 'string') continue;
      const spoiled = parameter.in === 'path' ? { path: fillPath(operation.path, { ...pathValues, [parameter.name]: value }) } : { query: { ...query, [parameter.name]: value } };
      requests.push({ ...base, ...spoiled, label: `${field} = ${JSON.stringify(value)}`, field, mustRefuse, nulInText: nulInText(parameter.schema, value), invalidPart: { kind: 'parameter', parameter, value } });
    }
  }

  if (operation.bodySchema) {
    const bodySchema = operation.bodySchema;
    for (const leaf of leavesOf(bodySchema)) {
      const field = ['body', ...leaf.path].join('.');
      for (const { value, literal, mustRefuse } of valuesFor(leaf, ruleOf(field))) {
        const placeholder = '\u0001number\u0001';
        const spoiled = withValueAt(bodySchema, sampleBody, leaf.path, literal === undefined ? value : placeholder);
        const body = literal === undefined ? JSON.stringify(spoiled) : JSON.stringify(spoiled).replace(JSON.stringify(placeholder), literal);
        requests.push({ ...base, body, label: `${field} = ${literal ?? JSON.stringify(value)}`, field, mustRefuse, nulInText: nulInText(leaf.schema, value), invalidPart: { kind: 'body', value: JSON.parse(body) as unknown } });
      }
    }
  }
  return requests;
}

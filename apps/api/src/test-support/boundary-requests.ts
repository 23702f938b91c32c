/**
 * Requests that put, in one field at a time of every operation of the OpenAPI document, the edges
 * of what the field and its database column hold, made from the field's own bounds: integers at
 * and past the field's minimum and maximum, 2^31, 2^53 and 2^63; decimal strings (amounts, ids,
 * cursors) at and past PostgreSQL's int4 and bigint; the empty string, the longest allowed and one
 * longer; dates from year 0 to year 10000; control characters in every string; and text the
 * database cannot store (NUL, half of a surrogate pair) in every value and key, free JSON
 * included. Each says whether the contract must refuse it, or the server as `text_unstorable`.
 */
import { fitsString, sampleOf, type HostileRequest, type JsonSchema, type Operation } from './hostile-requests.ts';

export interface BoundaryRequest extends HostileRequest {
  /** The field as the server names it in `details.field`: `body.texts.en.title`, `query.cursor`, `params.code`. */
  field: string;
  /** Whether the contract must refuse the value (a number past what it holds, a control character where none belongs). */
  mustRefuse: boolean;
  /** Whether the value has a control character and the field's pattern is one of the contract's text rules (its refusal says so in words). */
  controlInText: boolean;
  /** Text the database cannot store, refused as 400 `text_unstorable` naming `field` whatever the contract says of it. */
  unstorable: boolean;
}

/** Leaves of a request's shape: where one value can be put; `free` takes any JSON (a game's save). */
interface Leaf {
  path: string[];
  schema: JsonSchema;
  free?: true;
}

/** PostgreSQL's bigint, and the largest integer a JSON number carries exactly. */
const bigintMax = 2n ** 63n - 1n;
const bigintMin = -(2n ** 63n);
const jsonIntegerMax = Number.MAX_SAFE_INTEGER;

/** PostgreSQL's integer (int4) and bigint (int8) edges, and JSON's exact integers'. */
const columnEdges = ['-1', '0', '2147483647', '2147483648', '-2147483648', '-2147483649', '4294967296'];
const integerLiterals = [...columnEdges, '9007199254740991', '9007199254740992', '9007199254740993', '9223372036854775807', '9223372036854775808', '18446744073709551616', '-9007199254740992', '-9223372036854775809'];
const decimals = [...columnEdges, '9007199254740992', '9223372036854775807', '9223372036854775808', '9999999999999999999', '18446744073709551616', '-9223372036854775808', '-9223372036854775809'];
/** Another C0 control and DEL are refused in every string; TAB and line breaks only where one line is asked for. */
const controlTexts: ReadonlyArray<readonly [string, boolean]> = [
  ['a\u001bb', true],
  ['a\u007fb', true],
  ['a\tb', false],
  ['a\r\nb', false],
];
/** What the database cannot store: NUL, a lone high and a lone low surrogate (a URL carries only NUL: it has no lone surrogates). */
const unstorableTexts = ['a\u0000b', 'x\ud800y', 'x\udc00y'];
const hasLoneSurrogate = (text: string): boolean => /[\ud800-\udfff]/.test(text);
/** Free JSON (a game's save): text the database cannot store at any depth, in values and in keys, and numbers past every column. */
const freeValues: ReadonlyArray<{ value: unknown; unstorable: boolean; literal?: string }> = [
  ...unstorableTexts.map((value) => ({ value, unstorable: true })),
  { value: { 'a\u0000b': 1 }, unstorable: true },
  { value: { ['\udc00']: 1 }, unstorable: true },
  { value: { deep: [{ deeper: 'x\ud800y' }] }, unstorable: true },
  ...['9223372036854775808', '1e308', '-1e308', '2147483648', '-1'].map((literal) => ({ value: JSON.parse(literal) as number, literal, unstorable: false })),
];
/** Days and instants from year 0 (PostgreSQL has none) to year 10000 (no format has five digits); the contract keeps 1000 to 9999. */
const edgeDays: ReadonlyArray<readonly [string, boolean]> = [
  ['0000-01-01', true],
  ['0001-01-01', true],
  ['0999-12-31', true],
  ['1000-01-01', false],
  ['9999-12-31', false],
  ['10000-01-01', true],
];
const edgeDates: ReadonlyArray<readonly [string, boolean]> = [
  ['0000-01-01T00:00:00Z', true],
  ['0001-01-01T00:00:00Z', true],
  ['0001-01-01T00:00:00+14:00', true],
  ['1000-01-01T00:00:00Z', false],
  ['9999-12-31T23:59:59Z', false],
  ['9999-12-31T23:59:59-14:00', false],
  ['10000-01-01T00:00:00Z', true],
  ['2016-12-31T23:59:60Z', false],
];
/** Characters to make the longest string of a field from: the first whose repetition fits its pattern. */
const fillers = ['x', '9', '1', 'a', '0', 'A'];

const isConst = (schema: JsonSchema): boolean => 'const' in schema || schema.enum !== undefined;

function leavesOf(schema: JsonSchema | null | undefined, path: string[] = []): Leaf[] {
  if (!schema || isConst(schema)) return [];
  if (schema.type === undefined && schema.anyOf === undefined && path.length > 0) return [{ path, schema, free: true }];
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

interface LeafValue {
  value: unknown;
  /** A number as JSON text, when JSON.parse would round it. */
  literal?: string;
  mustRefuse: boolean;
  unstorable?: boolean;
}

/** An integer literal and the field's bounds: at and one past each, as JSON text. */
function integerEdges(schema: JsonSchema): string[] {
  const bounds = [schema.minimum, schema.maximum as number | undefined].filter((bound): bound is number => Number.isInteger(bound));
  return [...new Set([...integerLiterals, ...bounds.flatMap((bound) => [bound - 1, bound, bound + 1].map((edge) => BigInt(edge).toString()))])];
}

const outside = (schema: JsonSchema, literal: string): boolean => {
  const value = BigInt(literal);
  const maximum = schema.maximum as number | undefined;
  return (schema.minimum !== undefined && value < BigInt(schema.minimum)) || (maximum !== undefined && value > BigInt(maximum));
};

/** The empty string, and the longest string the field allows and one longer, of a character its pattern takes. */
function lengthEdges(schema: JsonSchema): LeafValue[] {
  const values: LeafValue[] = [{ value: '', mustRefuse: (schema.minLength ?? 0) > 0 }];
  const maxLength = schema.maxLength as number | undefined;
  if (maxLength === undefined) return values;
  const filler = fillers.find((character) => fitsString(schema, character.repeat(maxLength))) ?? 'x';
  values.push({ value: filler.repeat(maxLength), mustRefuse: false }, { value: filler.repeat(maxLength + 1), mustRefuse: true });
  return values;
}

/** Values for one leaf, each with whether the contract must refuse it; numbers as literal JSON text. */
function valuesFor(leaf: Leaf, rule: ControlRule): LeafValue[] {
  const { schema } = leaf;
  if (leaf.free) return freeValues.map(({ value, literal, unstorable }) => ({ value, ...(literal === undefined ? {} : { literal }), mustRefuse: false, unstorable }));
  if (schema.type === 'integer' || schema.type === 'number') {
    return integerEdges(schema).map((literal) => ({ value: JSON.parse(literal) as number, literal, mustRefuse: Math.abs(Number(literal)) > jsonIntegerMax || outside(schema, literal) }));
  }
  const refusedBy = (refused: boolean): boolean => (rule === 'refused' ? refused : false);
  const values: LeafValue[] = [
    ...unstorableTexts.map((value) => ({ value, mustRefuse: false, unstorable: true })),
    ...controlTexts.map(([value, refused]) => ({ value, mustRefuse: refusedBy(refused) })),
    ...lengthEdges(schema),
  ];
  for (const form of numberForms(leaf.path.at(-1) ?? '', schema)) values.push(...decimals.map((decimal) => ({ value: form(decimal), mustRefuse: pastBigint(decimal) })));
  if (schema.format === 'date-time') values.push(...edgeDates.map(([value, mustRefuse]) => ({ value, mustRefuse })));
  if (schema.format === 'date') values.push(...edgeDays.map(([value, mustRefuse]) => ({ value, mustRefuse })));
  return values;
}

const controlInText = (schema: JsonSchema, value: unknown): boolean =>
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  typeof value === 'string' && /[\u0001-\u001f\u007f]/.test(value) && typeof schema.pattern === 'string' && schema.pattern.includes('\\u0000');

/** The field the server names for unstorable text in `value` put at `field`: the value's own, or that of the object holding the key. */
function unstorableField(field: string, value: unknown): string {
  if (typeof value === 'string') return field;
  let path = field;
  for (let here: unknown = value; here !== null && typeof here === 'object'; ) {
    const [key, child] = Object.entries(here)[0] ?? [];
    // eslint-disable-next-line no-control-regex -- finding NUL is the point
    if (key === undefined || /[\u0000\ud800-\udfff]/.test(key)) return path;
    path = `${path}.${key}`;
    if (typeof child === 'string') return path;
    here = child;
  }
  return path;
}

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

  const label = (field: string, value: unknown): string => `${field} = ${JSON.stringify(value).slice(0, 60)}`;
  for (const parameter of operation.parameters) {
    const field = `${parameter.in === 'path' ? 'params' : 'query'}.${parameter.name}`;
    for (const { value, mustRefuse, unstorable = false } of valuesFor({ path: [parameter.name], schema: parameter.schema }, ruleOf(field))) {
      if (typeof value !== 'string' || hasLoneSurrogate(value)) continue;
      // The path part itself must be there for the route to be found.
      if (parameter.in === 'path' && value === '') continue;
      const spoiled = parameter.in === 'path' ? { path: fillPath(operation.path, { ...pathValues, [parameter.name]: value }) } : { query: { ...query, [parameter.name]: value } };
      requests.push({ ...base, ...spoiled, label: label(field, value), field, mustRefuse, controlInText: controlInText(parameter.schema, value), unstorable, invalidPart: { kind: 'parameter', parameter, value } });
    }
  }
  const queryParameter = operation.parameters.find((parameter) => parameter.in === 'query');
  if (queryParameter) {
    const spoiledQuery = { ...query, 'a\u0000b': '1' };
    requests.push({ ...base, query: spoiledQuery, label: 'a query parameter named a\\u0000b', field: 'query', mustRefuse: false, controlInText: false, unstorable: true, invalidPart: { kind: 'raw' } });
  }

  if (operation.bodySchema) {
    const bodySchema = operation.bodySchema;
    for (const leaf of leavesOf(bodySchema)) {
      const field = ['body', ...leaf.path].join('.');
      for (const { value, literal, mustRefuse, unstorable = false } of valuesFor(leaf, ruleOf(field))) {
        const placeholder = '\u0001number\u0001';
        const spoiled = withValueAt(bodySchema, sampleBody, leaf.path, literal === undefined ? value : placeholder);
        const body = literal === undefined ? JSON.stringify(spoiled) : JSON.stringify(spoiled).replace(JSON.stringify(placeholder), literal);
        // Where the unstorable text is: the value's own field, or the object whose key it is.
        const unstorableAt = unstorable ? unstorableField(field, value) : field;
        requests.push({ ...base, body, label: literal === undefined ? label(field, value) : `${field} = ${literal}`, field: unstorableAt, mustRefuse, controlInText: controlInText(leaf.schema, value), unstorable, invalidPart: { kind: 'body', value: JSON.parse(body) as unknown } });
      }
    }
    if (sampleBody !== null && typeof sampleBody === 'object' && !Array.isArray(sampleBody)) {
      for (const key of ['a\u0000b', '\ud800']) {
        const value = { ...sampleBody, [key]: 1 };
        requests.push({ ...base, body: JSON.stringify(value), label: `a body field named ${JSON.stringify(key)}`, field: 'body', mustRefuse: false, controlInText: false, unstorable: true, invalidPart: { kind: 'body', value } });
      }
    }
  }
  return requests;
}

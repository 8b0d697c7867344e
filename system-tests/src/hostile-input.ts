// Hostile requests for every operation a service's OpenAPI document declares: path parameters,
// queries and bodies a crawler, a typo or an attacker would send. Nothing here knows a particular
// service: routes are found from the documents, so a new service is covered the day it exists.

export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  minItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}

interface OpenApiParameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  schema?: JsonSchema;
}

interface OpenApiOperation {
  parameters?: OpenApiParameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

export interface OpenApiDocument {
  paths?: Record<string, Record<string, OpenApiOperation>>;
}

export interface Operation {
  service: string;
  method: string;
  /** The path template with `{name}` placeholders. */
  path: string;
  pathParams: { name: string; schema: JsonSchema }[];
  query: { name: string; schema: JsonSchema }[];
  /** The JSON body schema, when the operation takes one. */
  body?: JsonSchema;
}

export interface Probe {
  label: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
  /** The request must be refused (4xx), not only survive: a rule every service shares says no. */
  mustRefuse?: boolean;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

export function operationsOf(service: string, document: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const [method, operation] of Object.entries(item)) {
      if (!METHODS.includes(method)) continue;
      const parameters = operation.parameters ?? [];
      operations.push({
        service,
        method: method.toUpperCase(),
        path,
        pathParams: parameters.filter((p) => p.in === 'path').map((p) => ({ name: p.name, schema: p.schema ?? {} })),
        query: parameters.filter((p) => p.in === 'query').map((p) => ({ name: p.name, schema: p.schema ?? {} })),
        body: operation.requestBody?.content?.['application/json']?.schema,
      });
    }
  }
  return operations;
}

const types = (schema: JsonSchema): string[] => (Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : []);

/** A value the schema accepts, as far as a generic reading can tell: the base a hostile field is put into. */
export function plausible(schema: JsonSchema, depth = 0): unknown {
  if (depth > 6) return null;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  const choice = schema.anyOf?.[0] ?? schema.oneOf?.[0] ?? schema.allOf?.[0];
  if (choice) return plausible(choice, depth + 1);
  const type = types(schema).find((t) => t !== 'null') ?? (schema.properties ? 'object' : 'string');
  switch (type) {
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, Math.min(1, schema.maximum ?? 1));
    case 'boolean':
      return true;
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => plausible(schema.items ?? {}, depth + 1));
    case 'object': {
      const value: Record<string, unknown> = {};
      for (const name of schema.required ?? []) value[name] = plausible(schema.properties?.[name] ?? {}, depth + 1);
      return value;
    }
    default:
      if (schema.format === 'email') return 'sweep@example.com';
      if (schema.pattern?.includes('https?')) return 'https://example.com/';
      if (schema.pattern?.startsWith('^#')) return '#336699';
      return 'sweep'.padEnd(schema.minLength ?? 0, 'x');
  }
}

const LONG = 'x'.repeat(3000);
/** Raw path segments: some are deliberately not encoded (a NUL escape, an encoded climb). */
export const HOSTILE_PATH_VALUES = [
  '0',
  '-1',
  '99999999999999999999',
  'abc',
  '1.5',
  '%00',
  '..%2F..',
  LONG,
  encodeURIComponent('😀'),
  encodeURIComponent("1' OR '1'='1"),
  encodeURIComponent('1;DROP TABLE users'),
];

export const HOSTILE_QUERY_VALUES = [
  '-1',
  '0',
  '99999999999999999999',
  'NaN',
  'abc',
  '1e308',
  '%00',
  LONG,
  encodeURIComponent(';DROP TABLE users'),
  encodeURIComponent("' OR 1=1 --"),
  'not_a_known_value',
  '1.5',
];

/** Query names every list endpoint is likely to read, probed even where undeclared. */
const GENERIC_QUERY = ['page=-1', 'page=0', 'page_size=1000000', 'page_size=-5', 'limit=1000000', 'sort=%3BDROP%20TABLE%20x', 'search=%00'];

/**
 * Fields that hold an address a page will put in an href, a src or a meta tag. (`page_url` is not one:
 * a click beacon's report of where it happened, kept as a path and never linked to.)
 */
const ADDRESS_FIELD = /^(?!page_url$)(.*_)?(url|image|link|href|favicon|logo_url|website|avatar|src)$/;
const SCRIPT_ADDRESSES = ['javascript:alert(1)', ' JavaScript:alert(1)', 'data:text/html,<script>alert(1)</script>'];

const NASTY_TEXT = `${'\u0000\uffff'.repeat(10)}${'a'.repeat(10_000)}`;

function deepArray(levels: number): unknown {
  let value: unknown = [];
  for (let i = 0; i < levels; i++) value = [value];
  return value;
}

/** Values of the wrong kind for a field of this schema, and values of the right kind that break things. */
function hostileFieldValues(schema: JsonSchema): unknown[] {
  const t = types(schema);
  const values: unknown[] = [null, NASTY_TEXT, 1e308, -1e308, deepArray(500), {}, [], true, 'sweep'];
  if (t.includes('string')) values.push(12345, LONG);
  // 1e20 is what JSON.stringify sends for an id typed as 99999999999999999999: beyond every integer column.
  if (t.includes('integer') || t.includes('number')) values.push('12', 1e20, 1.5, -1);
  if (t.includes('array'))
    values.push(
      Array.from({ length: 2000 }, () => ({})),
      [null],
      [NASTY_TEXT],
    );
  if (t.includes('object') || schema.properties) values.push(JSON.parse('{"__proto__":{"polluted":true}}'), 'object');
  return values;
}

function fill(path: string, values: Record<string, string>): string {
  return path.replace(/\{(\w+)\}/g, (_match, name: string) => values[name] ?? '1');
}

export function probesFor(
  operation: Operation,
  identity: { label: string; headers: Record<string, string> },
  depth: 'full' | 'light',
): Probe[] {
  const probes: Probe[] = [];
  const base = fill(operation.path, {});
  const json = { ...identity.headers, 'content-type': 'application/json' };
  const add = (label: string, url: string, extra: Partial<Probe> = {}) =>
    probes.push({ label: `${identity.label} ${label}`, method: operation.method, url, headers: identity.headers, ...extra });
  const baseBody = operation.body ? plausible(operation.body) : undefined;
  const withBody = (label: string, url: string, payload: string, headers = json) => add(label, url, { payload, headers });
  const sendsBody = operation.body !== undefined;

  for (const param of operation.pathParams) {
    for (const value of HOSTILE_PATH_VALUES) {
      const url = fill(operation.path, { [param.name]: value });
      if (sendsBody) withBody(`path ${param.name}=${value.slice(0, 24)}`, url, JSON.stringify(baseBody));
      else add(`path ${param.name}=${value.slice(0, 24)}`, url);
    }
  }
  if (depth === 'light') {
    if (sendsBody) for (const payload of ['null', '{}', '{"a":']) withBody(`body ${payload}`, base, payload);
    else add('plain', base);
    return probes;
  }

  for (const param of operation.query) {
    for (const value of HOSTILE_QUERY_VALUES) add(`query ${param.name}=${value.slice(0, 24)}`, `${base}?${param.name}=${value}`);
  }
  if (operation.method === 'GET') for (const query of GENERIC_QUERY) add(`query ${query}`, `${base}?${query}`);

  if (sendsBody || ['POST', 'PUT', 'PATCH'].includes(operation.method)) {
    for (const payload of ['null', '[]', '"a string"', '{}', '12', 'true', '{"a":', '{"a":1,}', '\u0000'])
      withBody(`body ${payload}`, base, payload);
    withBody('body with a wrong content type', base, '{}', { ...identity.headers, 'content-type': 'text/plain' });
    withBody('body with an unknown content type', base, 'a=1', { ...identity.headers, 'content-type': 'application/x-unknown' });
    withBody(
      '__proto__ key',
      base,
      `{"__proto__":{"is_staff":true,"polluted":true},${JSON.stringify(baseBody ?? {}).slice(1)}`.replace(/,}$/, '}'),
    );
    withBody(
      'constructor.prototype key',
      base,
      JSON.stringify({ ...(baseBody as object), constructor: { prototype: { polluted: true } } }),
    );
    withBody('500-deep nested array', base, JSON.stringify(deepArray(500)));
    // The kit's depth rule: 4,100 levels in an 8 KB body is refused by every service alike.
    add('4,100-deep nested array', base, { payload: JSON.stringify(deepArray(4100)), headers: json, mustRefuse: true });
    const properties = operation.body?.properties ?? {};
    for (const [name, schema] of Object.entries(properties)) {
      for (const value of hostileFieldValues(schema)) {
        const body = { ...(baseBody as object), [name]: value };
        withBody(`field ${name}=${JSON.stringify(value)?.slice(0, 24)}`, base, JSON.stringify(body));
      }
      // The kit's address rule: a field holding an address never takes a script.
      if (ADDRESS_FIELD.test(name) && types(schema).includes('string'))
        for (const script of SCRIPT_ADDRESSES)
          add(`field ${name}=${script.slice(0, 24)}`, base, {
            payload: JSON.stringify({ ...(baseBody as object), [name]: script }),
            headers: json,
            mustRefuse: true,
          });
    }
  }
  return probes;
}

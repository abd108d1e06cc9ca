import fc from 'fast-check';

/** The part of JSON Schema that the OpenAPI description of the API uses (zod's output). */
export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
};

/** Texts a real client sends, so that generated bodies get past the first checks now and then. */
const plausibleTexts = [
  'Dostawa sprzętu komputerowego',
  'Gmina Wiśniowa',
  'jan.kowalski@bk.example',
  '2027-03-01',
  '2027-03-01 23:59:59',
  '2027-04',
  '12-345',
  '5261040828',
  '1000,00',
  'PL',
  '0918123',
  'programme',
  'nip',
  'poland',
];

/** Strings no form would send: NUL, half a surrogate pair, ids written loosely, markup, SQL, bidi tricks. */
export const oddString = fc.constantFrom(
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udc00y',
  '\udbff\u0000',
  '',
  ' ',
  '\t\n',
  '0x10',
  ' 1',
  '1e3',
  '-1',
  '2147483648',
  '99999999999999999999',
  'NaN',
  'null',
  'true',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '%00',
  '\u202eexe.pdf',
  '𝕏😀',
  '\\',
  '../../etc/passwd',
);

/** Strings long enough to pass every length limit (the JSON body limit is 1 MiB). */
export const hugeString = fc.constantFrom(
  'x'.repeat(300_000),
  'ż'.repeat(100_000),
  `${'a'.repeat(60_000)}\u0000`,
);

export const oddNumber = fc.constantFrom(
  0,
  -1,
  -0,
  1.5,
  2147483647,
  2147483648,
  -2147483649,
  Number.MAX_SAFE_INTEGER,
  Number.MAX_SAFE_INTEGER + 2,
  1e308,
  -1e308,
  5e-324,
);

/** Any value of a wrong type or an odd one of the right type. */
export const oddValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: oddString },
  { weight: 1, arbitrary: hugeString },
  { weight: 3, arbitrary: oddNumber },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: fc.constantFrom([], {}, [1, 'a'], { a: { b: [null] } }, [[[[[]]]]]) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
);

function regexOf(pattern: string): RegExp | null {
  try {
    return new RegExp(pattern, 'u');
  } catch {
    return null;
  }
}

/** Values that fit a JSON schema (roughly: patterns when fast-check can follow them). */
export function fromSchema(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 8) return fc.jsonValue({ maxDepth: 1 });
  if ('const' in schema) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices && choices.length > 0) return fc.oneof(...choices.map((s) => fromSchema(s, depth + 1)));
  if (schema.allOf?.[0]) return fromSchema(schema.allOf[0], depth + 1);
  if (Array.isArray(schema.type)) {
    return fc.oneof(...schema.type.map((type) => fromSchema({ ...schema, type }, depth + 1)));
  }
  switch (schema.type) {
    case 'object': {
      const properties = Object.entries(schema.properties ?? {});
      const record: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [name, property] of properties) record[name] = fromSchema(property, depth + 1);
      return fc.record(record, { requiredKeys: schema.required ?? [] });
    }
    case 'array':
      return fc.array(fromSchema(schema.items, depth + 1), {
        minLength: Math.min(schema.minItems ?? 0, 3),
        maxLength: Math.min(schema.maxItems ?? 3, 3),
      });
    case 'string': {
      const pattern = schema.pattern ? regexOf(schema.pattern) : null;
      const maxLength = Math.min(schema.maxLength ?? 40, 40);
      const free = fc.string({
        minLength: Math.min(schema.minLength ?? 0, maxLength),
        maxLength,
        unit: 'grapheme',
      });
      return fc.oneof(pattern ? fc.stringMatching(pattern) : free, fc.constantFrom(...plausibleTexts), free);
    }
    case 'integer':
    case 'number': {
      const low = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : 0);
      const high = Math.min(schema.maximum ?? 2_147_483_647, 2_147_483_647);
      // Small ids name the rows of the demo data more often than not.
      return fc.oneof(
        fc.integer({ min: Math.max(low, 1), max: Math.max(Math.min(high, 40), Math.max(low, 1)) }),
        fc.integer({ min: Math.max(low, -2_147_483_648), max: high }),
      );
    }
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

type Path = (string | number)[];

function pathsOf(value: unknown, path: Path = [], into: Path[] = []): Path[] {
  into.push(path);
  if (Array.isArray(value)) {
    value.forEach((item, i) => {
      pathsOf(item, [...path, i], into);
    });
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) pathsOf(item, [...path, key], into);
  }
  return into;
}

/** `value` with the node at `path` replaced by `odd` (or removed from its object when `remove`). */
function replaceAt(value: unknown, path: Path, odd: unknown, remove: boolean): unknown {
  if (path.length === 0) return odd;
  const [head, ...rest] = path;
  if (Array.isArray(value)) {
    const copy = [...value];
    copy[head as number] = replaceAt(copy[head as number], rest, odd, remove);
    return copy;
  }
  const copy = { ...(value as Record<string, unknown>) };
  if (rest.length === 0 && remove) delete copy[head as string];
  else copy[head as string] = replaceAt(copy[head as string], rest, odd, remove);
  return copy;
}

/** A valid-looking body with one node swapped for an odd value (or dropped). */
export function mutated(valid: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return fc.tuple(valid, fc.nat(), oddValue, fc.boolean()).map(([body, pick, odd, remove]) => {
    const paths = pathsOf(body);
    const path = paths[pick % paths.length] ?? [];
    return replaceAt(body, path, odd, remove && path.length > 0 && typeof path.at(-1) === 'string');
  });
}

/** Path ids a client should never send, URL-encoded as they would travel. */
export const oddIds = [
  '0',
  '-1',
  '0x10',
  '%201',
  '1%20',
  '1e3',
  '1.5',
  '01',
  '+1',
  '2147483648',
  '99999999999999999999',
  '%00',
  '1%00',
  'abc',
  '%E2%80%8B1',
  "1'",
  '%F0%9F%98%80',
  '%ED%A0%80',
  '%',
  'x'.repeat(2000),
];

const raw = (type: string | null, body: string) => ({ type, body });
const json = (body: string) => raw('application/json', body);

/** Bodies that are not JSON, or JSON that a parser might choke on. */
export const rawBodies: { type: string | null; body: string }[] = [
  json('{'),
  json(''),
  json('null'),
  json('"\\u0000"'),
  json('{"a":"\\ud800"}'),
  json('{"__proto__":{"admin":true}}'),
  json('{"constructor":{"prototype":{"admin":true}}}'),
  json('['.repeat(20_000)),
  // Well-formed but nested past any stack (issue 30 item 2): arrays, objects, and both inside a field.
  json(`${'['.repeat(5_000)}1${']'.repeat(5_000)}`),
  json(`${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}`),
  json(`{"announcement":${'['.repeat(100_000)}${']'.repeat(100_000)}}`),
  json(`"${'x'.repeat(1_100_000)}"`),
  raw('application/json; charset=latin1', '{}'),
  raw('text/plain', 'hello'),
  raw('application/x-www-form-urlencoded', 'a=1&b=%00'),
  raw('application/xml', '<a/>'),
  raw('multipart/form-data; boundary=xyz', '--xyz\r\ngarbage'),
  raw('multipart/form-data', 'no boundary'),
  raw(null, '{}'),
];

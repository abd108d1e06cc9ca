import { serverMessageTranslations } from '@bk/contracts/common/messages';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DemoRole, signIn } from '../../test/api-client.ts';
import {
  fromSchema,
  type JsonSchema,
  mutated,
  oddIds,
  oddString,
  oddValue,
  rawBodies,
} from '../../test/fuzz-arbitraries.ts';
import { fuzzSeeds, type Seed } from '../../test/fuzz-seeds.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';

/**
 * Every write endpoint of the OpenAPI description (/api/docs), called with malformed bodies, huge
 * strings, NUL bytes, wrong types and odd ids by a user who may call it: the server never answers
 * 5xx, and every 4xx is the envelope with a Polish message (or one the client translates).
 * Bounded for CI: FUZZ_RUNS random calls per endpoint (default 25) besides the fixed odd cases.
 */

const RUNS = Number(process.env.FUZZ_RUNS ?? 25);
const CALL_TIMEOUT_MS = 15_000;
const WRITE_METHODS = ['post', 'put', 'patch', 'delete'] as const;
/** English words that give a message away as not translated (the client's translations excepted). */
const ENGLISH =
  /\b(the|not|is|are|too|large|found|invalid|error|request|body|payload|unsupported|media|missing|required|must|expected|unexpected|internal|bad|failed|cannot|unknown|allowed)\b/i;
const TRANSLATED = new Set(Object.keys(serverMessageTranslations));

/** Write routes left out of the fuzz (none: every write of the OpenAPI description is fuzzed). */
const EXCLUDED = new Set<string>([]);

type Operation = {
  method: string;
  path: string;
  body: JsonSchema | undefined;
  query: { name: string; schema: JsonSchema; required: boolean }[];
};
type Role = DemoRole | 'anonymous';

let server: TestServer;
const tokens = new Map<Role, string | null>([['anonymous', null]]);
let operations: Operation[] = [];
let seeds = new Map<string, Seed>();

beforeAll(async () => {
  server = await startTestServer({ LOG_LEVEL: process.env.FUZZ_LOG ?? 'silent' });
  for (const role of ['admin', 'advertiser', 'bidder', 'newUser'] as const) {
    tokens.set(role, await signIn(server, role));
  }
  seeds = await fuzzSeeds(server, {
    advertiser: tokens.get('advertiser') as string,
    bidder: tokens.get('bidder') as string,
  });
  const docs = (await (await fetch(`${server.baseUrl}/api/docs`)).json()) as {
    paths: Record<string, Record<string, any>>;
  };
  operations = Object.entries(docs.paths).flatMap(([path, item]) =>
    WRITE_METHODS.filter((method) => item[method] && !EXCLUDED.has(`${method.toUpperCase()} ${path}`)).map(
      (method) => {
        const op = item[method];
        return {
          method: method.toUpperCase(),
          path,
          body: op.requestBody?.content?.['application/json']?.schema,
          query: (op.parameters ?? [])
            .filter((p: any) => p.in === 'query')
            .map((p: any) => ({ name: p.name, schema: p.schema, required: Boolean(p.required) })),
        } satisfies Operation;
      },
    ),
  );
  // Deletions and status changes last, so that the calls before them still find the seeds' rows.
  operations.sort((a, b) => rank(a) - rank(b));
}, 360_000);

afterAll(async () => {
  await server?.close();
});

function rank(op: Operation): number {
  if (op.method === 'DELETE') return 2;
  return /\/(lock|unlock|cancel)$/.test(op.path) ? 1 : 0;
}

/** Who may call an endpoint: administrators the admin area, bidders the offers, advertisers the rest. */
function roleFor(op: Operation): Role {
  // Logging out ends the session it is called with; the other calls need theirs.
  if (op.path === '/api/authentication/logout') return 'anonymous';
  if (op.path.startsWith('/api/admin/')) return 'admin';
  // A user without an economic subject yet, so that adding one can succeed.
  if (op.path === '/api/users/economic-subject') return 'newUser';
  if (op.path.startsWith('/api/offerset') || op.path.startsWith('/api/favorite-announcements'))
    return 'bidder';
  return 'advertiser';
}

type Call = {
  method: string;
  url: string;
  role: Role;
  contentType: string | null;
  body: BodyInit | undefined;
};

function describeCall(call: Call, status: number, text: string): string {
  const body = typeof call.body === 'string' ? call.body.slice(0, 300) : call.body ? '(multipart)' : '';
  return `${call.method} ${call.url.slice(0, 300)} as ${call.role} [${call.contentType}] ${body}\n-> ${status} ${text.slice(0, 500)}`;
}

/** What is wrong with the answer to one call (a 5xx, a hang, a 4xx that is not the Polish envelope), or null. */
async function problemOf(call: Call): Promise<string | null> {
  const headers: Record<string, string> = { accept: 'application/json' };
  const token = tokens.get(call.role);
  if (token) headers['x-auth-token'] = token;
  if (call.contentType) headers['content-type'] = call.contentType;
  let response: Response;
  try {
    response = await fetch(`${server.baseUrl}${call.url}`, {
      method: call.method,
      headers,
      body: call.body,
      signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
    });
  } catch (error) {
    return `no answer: ${describeCall(call, 0, String(error))}`;
  }
  const text = await response.text();
  statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
  const where = describeCall(call, response.status, text);
  if (process.env.FUZZ_SHOW && call.url.startsWith(process.env.FUZZ_SHOW)) console.log(where);
  if (response.status >= 500) return `server error: ${where}`;
  if (response.status < 400) return null;
  let envelope: { status?: unknown; errors?: unknown; message?: unknown };
  try {
    envelope = JSON.parse(text);
  } catch {
    return `not JSON: ${where}`;
  }
  const { message, errors } = envelope;
  if (envelope.status !== 'Error' || typeof message !== 'string' || message === '')
    return `not the envelope: ${where}`;
  if (errors === null || typeof errors !== 'object' || Array.isArray(errors))
    return `no field errors object: ${where}`;
  const texts = [message];
  for (const list of Object.values(errors)) {
    if (!Array.isArray(list) || !list.every((m) => typeof m === 'string'))
      return `odd field errors: ${where}`;
    texts.push(...list);
  }
  // Quoted parts are the input echoed back (zod names unrecognised keys: 'Nierozpoznane klucze: "is"'),
  // not the portal's wording.
  const english = texts.filter((t) => !TRANSLATED.has(t) && ENGLISH.test(t.replace(/"[^"]*"/g, '""')));
  if (english.length > 0) return `English: ${JSON.stringify(english.slice(0, 3))} in ${where}`;
  return null;
}

const problems: string[] = [];
const statuses = new Map<number, number>();

async function check(call: Call): Promise<void> {
  const problem = await problemOf(call);
  if (problem) problems.push(problem);
  if (problem && process.env.FUZZ_DEBUG) console.log(problem);
}

const validId = fc.integer({ min: 1, max: 30 }).map(String);
const oddId = fc.constantFrom(...oddIds);

function urlOf(op: Operation, id: string, query: Record<string, unknown>): string {
  const path = op.path.replace(/\{[^}]+\}/g, id);
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined) continue;
    params.append(name, typeof value === 'string' ? value : JSON.stringify(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

function queryArbitrary(op: Operation): fc.Arbitrary<Record<string, unknown>> {
  const record: Record<string, fc.Arbitrary<unknown>> = {};
  for (const q of op.query) {
    record[q.name] = fc.oneof(
      { weight: 4, arbitrary: fromSchema(q.schema) },
      { weight: 1, arbitrary: oddString },
    );
  }
  return fc.record(record, { requiredKeys: op.query.filter((q) => q.required).map((q) => q.name) });
}

function bodyArbitrary(op: Operation): fc.Arbitrary<unknown> {
  if (!op.body) return fc.oneof(fc.constant(undefined), fc.constant({}), oddValue);
  const valid = fromSchema(op.body);
  return fc.oneof(
    { weight: 4, arbitrary: mutated(valid) },
    { weight: 2, arbitrary: valid },
    { weight: 1, arbitrary: oddValue },
  );
}

/**
 * The id and body of one random call: from the schema (mostly small ids that name demo rows, now and
 * then an odd one), or a seed's valid body with one value changed, so that the call reaches the services.
 */
function callArbitrary(op: Operation, seed: Seed | undefined): fc.Arbitrary<{ id: string; body: unknown }> {
  const id = op.path.includes('{')
    ? fc.oneof({ weight: 4, arbitrary: validId }, { weight: 1, arbitrary: oddId })
    : fc.constant('');
  const generated = fc.record({ id, body: bodyArbitrary(op) });
  if (!seed) return generated;
  const seedId = seed.id === undefined ? id : fc.constant(String(seed.id));
  return fc.oneof(
    { weight: 4, arbitrary: fc.record({ id: seedId, body: mutated(fc.constant(seed.body)) }) },
    { weight: 1, arbitrary: fc.record({ id: seedId, body: fc.constant(seed.body) }) },
    { weight: 2, arbitrary: generated },
  );
}

function multipartOf(field: string, fileName: string, content: string): FormData {
  const form = new FormData();
  form.append(field, new Blob([content]), fileName);
  return form;
}

describe('every write endpoint of the OpenAPI description', () => {
  it('lists the write endpoints of every module', () => {
    const names = operations.map((op) => `${op.method} ${op.path}`);
    for (const expected of [
      'POST /api/announcements',
      'PUT /api/admin/announcements/{id}/lock',
      'POST /api/offerset',
      'POST /api/users/economic-subject',
      'POST /api/admin/dictionaries_programme',
      'POST /api/project',
      'POST /api/files',
    ]) {
      expect(names).toContain(expected);
    }
  });

  it('never answers 5xx, and answers every 4xx with the Polish envelope', { timeout: 720_000 }, async () => {
    for (const op of operations) {
      const started = Date.now();
      const role = roleFor(op);
      const hasId = op.path.includes('{');
      // Fixed cases: every odd id, every raw body, a file with odd names.
      if (hasId) {
        for (const id of oddIds) {
          await check({
            method: op.method,
            url: urlOf(op, id, {}),
            role,
            contentType: null,
            body: undefined,
          });
        }
      }
      for (const raw of rawBodies) {
        await check({
          method: op.method,
          url: urlOf(op, '1', {}),
          role,
          contentType: raw.type,
          body: raw.body,
        });
      }
      for (const [field, name] of [
        ['file', 'a\u0000b.txt'],
        ['file', '\ud800.pdf'],
        ['plik', 'x.txt'],
        ['file', 'x.exe'],
      ] as const) {
        await check({
          method: op.method,
          url: urlOf(op, '1', { context: 'announcement' }),
          role,
          contentType: null,
          body: multipartOf(field, name, 'abc'),
        });
      }
      // Random cases: bodies from the schema with one odd value, odd query values, odd ids now and then.
      await fc.assert(
        fc.asyncProperty(
          callArbitrary(op, seeds.get(`${op.method} ${op.path}`)),
          queryArbitrary(op),
          fc.constantFrom<Role>(role, role, role, role, 'admin', 'advertiser', 'bidder', 'anonymous'),
          async ({ id, body }, query, who) => {
            await check({
              method: op.method,
              url: urlOf(op, id, query),
              role: op.path === '/api/authentication/logout' ? 'anonymous' : who,
              contentType: body === undefined ? null : 'application/json',
              body: body === undefined ? undefined : JSON.stringify(body),
            });
          },
        ),
        { numRuns: RUNS },
      );
      if (process.env.FUZZ_DEBUG) {
        const seen = JSON.stringify([...statuses].sort());
        console.log(op.method, op.path, Date.now() - started, 'ms', problems.length, seen);
        statuses.clear();
      }
    }
    expect(problems.slice(0, 20).join('\n\n')).toBe('');
  });
});

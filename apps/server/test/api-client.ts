import { DEMO_PASSWORD } from '../src/seed/demo-accounts.ts';
import { login } from './browserless-login.ts';
import type { TestServer } from './test-server.ts';

export const demoEmails = {
  admin: 'admin@bk.example',
  advertiser: 'jan.kowalski@bk.example',
  advertiser2: 'malgorzata.wisniewska@bk.example',
  bidder: 'piotr.zielinski@bk.example',
  bidder2: 'agnieszka.wojcik@bk.example',
  scopedAdmin: 'tomasz.lewandowski@bk.example',
  newUser: 'ewa.nowicka@bk.example',
} as const;
export type DemoRole = keyof typeof demoEmails;
type FirstName<E> = E extends `${infer F}.${string}@${string}`
  ? F
  : E extends `${infer F}@${string}`
    ? F
    : never;
/** A demo account by the first name of its e-mail address, as the tests call the people: jan, piotr, admin... */
export type DemoPerson = FirstName<(typeof demoEmails)[DemoRole]>;

/** Signs a demo account in through the real login flow; returns its session token. */
export async function signIn(server: TestServer, role: DemoRole): Promise<string> {
  const { token } = await login(server.baseUrl, demoEmails[role], DEMO_PASSWORD);
  return token;
}

/**
 * Signs several demo accounts in, one after another in the order given (each through the real login
 * flow, as signIn); their tokens under the names given: `signInAll(server, { jan: 'advertiser' })`.
 */
export async function signInAll<K extends string>(
  server: TestServer,
  roles: Record<K, DemoRole>,
): Promise<Record<K, string>> {
  const tokens = {} as Record<K, string>;
  for (const [name, role] of Object.entries(roles) as [K, DemoRole][])
    tokens[name] = await signIn(server, role);
  return tokens;
}

/** signInAll by first name: `signInAs(server, 'jan', 'piotr')` signs jan.kowalski@ and piotr.zielinski@ in. */
export async function signInAs<P extends DemoPerson>(
  server: TestServer,
  ...people: P[]
): Promise<Record<P, string>> {
  const roleOf = (person: P) =>
    (Object.keys(demoEmails) as DemoRole[]).find(
      (role) => demoEmails[role].split(/[.@]/)[0] === person,
    ) as DemoRole;
  return signInAll(
    server,
    Object.fromEntries(people.map((person) => [person, roleOf(person)])) as Record<P, DemoRole>,
  );
}

export type CallResult<T = any> = { status: number; body: T };

/** One JSON call to the API, as the web client makes it (token in the X-Auth-Token header). */
export async function call<T = any>(
  server: TestServer,
  method: string,
  path: string,
  options: { token?: string | null; body?: unknown } = {},
): Promise<CallResult<T>> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (options.token) headers['x-auth-token'] = options.token;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${server.baseUrl}${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
}

/** The id of a demo user by its identifier (jkowalski, pzielinski, ...). */
export async function userId(server: TestServer, identifier: string): Promise<number> {
  const row = await server.database.db
    .selectFrom('users')
    .select('id')
    .where('identifier', '=', identifier)
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Grants `flags` of a permission `group` to the user `user` (an id, or a demo identifier such as
 * 'awojcik'), at `levelId` (null: everywhere), written straight into the database (granted by nobody).
 */
export async function grantPermission(
  server: TestServer,
  user: number | string,
  group: string,
  flags: string[],
  levelId: number | null = null,
): Promise<void> {
  await server.database.db
    .insertInto('permissions')
    .values({
      user_id: typeof user === 'number' ? user : await userId(server, user),
      group_name: group,
      flags: JSON.stringify(flags),
      level_id: levelId,
      granted_at: new Date(),
      granted_by: null,
    })
    .execute();
}

/** Uploads a file as the web client does (POST /api/files?context=...); returns the file as answered. */
export async function uploadFile(
  server: TestServer,
  token: string,
  options: {
    context: 'announcement' | 'offer' | 'settlement' | 'help';
    name: string;
    content: string | Uint8Array;
  },
): Promise<{ id: number; uri: string; name: string; sha256?: string }> {
  const form = new FormData();
  const bytes = typeof options.content === 'string' ? options.content : new Uint8Array(options.content);
  form.append('file', new Blob([bytes]), options.name);
  const response = await fetch(`${server.baseUrl}/api/files?context=${options.context}`, {
    method: 'POST',
    headers: { 'x-auth-token': token },
    body: form,
  });
  const body = await response.json();
  if (response.status !== 200) throw new Error(`upload failed: ${response.status} ${JSON.stringify(body)}`);
  return body.data.file;
}

import type { Kysely } from 'kysely';
import type { DB } from './schema.ts';

/** Reads a named secret, creating it once with `create` (safe when several processes race). */
export async function getOrCreateSecret<T>(
  db: Kysely<DB>,
  name: string,
  create: () => T | Promise<T>,
): Promise<T> {
  const existing = await db
    .selectFrom('app_secrets')
    .select('value')
    .where('name', '=', name)
    .executeTakeFirst();
  if (existing) return existing.value as T;
  const value = await create();
  await db
    .insertInto('app_secrets')
    .values({ name, value: JSON.stringify(value) })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const stored = await db
    .selectFrom('app_secrets')
    .select('value')
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return stored.value as T;
}

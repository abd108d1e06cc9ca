import { type Kysely, sql, type Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { userNameOf } from '../users/index.ts';

// Every statement of the site's content (migration 0021): help, terms, cookie notice, general
// contents and statements.

type Db = Kysely<DB> | Transaction<DB>;

const auditNames = (db: Db, table: string) => ({
  created_by: userNameOf(sql.ref(`${table}.created_by`)),
  modified_by: userNameOf(sql.ref(`${table}.modified_by`)),
  db,
});

// Help

export function listHelp(db: Db) {
  return db
    .selectFrom('help_articles as h')
    .select([
      'h.id',
      'h.type',
      'h.parent_id',
      'h.screen',
      'h.heading as header',
      'h.slug',
      sql<boolean>`exists (select 1 from help_articles c where c.parent_id = h.id)`.as('has_children'),
    ])
    .orderBy('h.id')
    .execute();
}

/** The general help articles' addresses and last changes (the sitemap). */
export function generalHelpPages(db: Db) {
  return db
    .selectFrom('help_articles')
    .select(['id', 'slug', sql<Date>`coalesce(modified_at, created_at)`.as('modified')])
    .where('type', '=', 'general')
    .orderBy('id')
    .execute();
}

export function findHelp(db: Db, id: number) {
  const names = auditNames(db, 'h');
  return db
    .selectFrom('help_articles as h')
    .selectAll('h')
    .select([names.created_by.as('created_by_name'), names.modified_by.as('modified_by_name')])
    .where('h.id', '=', id)
    .executeTakeFirst();
}

export function findHelpOfScreen(db: Db, screen: string) {
  return db
    .selectFrom('help_articles')
    .select(['id', 'heading', 'content', 'slug'])
    .where('screen', '=', screen)
    .executeTakeFirst();
}

export function relatedOf(db: Db, id: number) {
  return db
    .selectFrom('help_related as r')
    .innerJoin('help_articles as h', 'h.id', 'r.related_id')
    .select(['h.id', 'h.slug', 'h.heading as header'])
    .where('r.help_id', '=', id)
    .orderBy('r.position')
    .execute();
}

/** Helps whose related list names this one. */
export function relatingTo(db: Db, id: number) {
  return db
    .selectFrom('help_related as r')
    .innerJoin('help_articles as h', 'h.id', 'r.help_id')
    .select(['h.id', 'h.slug', 'h.heading as header'])
    .where('r.related_id', '=', id)
    .orderBy('h.id')
    .execute();
}

export function childrenOf(db: Db, id: number) {
  return db
    .selectFrom('help_articles')
    .select(['id', 'slug', 'heading as header'])
    .where('parent_id', '=', id)
    .orderBy('id')
    .execute();
}

export function existingHelpIds(db: Db, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([] as { id: number; parent_id: number | null }[]);
  return db.selectFrom('help_articles').select(['id', 'parent_id']).where('id', 'in', ids).execute();
}

export function firstRootHelpId(db: Db) {
  return db
    .selectFrom('help_articles')
    .select('id')
    .where('type', '=', 'general')
    .where('parent_id', 'is', null)
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
}

export function helpOnScreen(db: Db, screen: string) {
  return db.selectFrom('help_articles').select('id').where('screen', '=', screen).executeTakeFirst();
}

export type HelpRow = {
  type: string;
  parent_id: number | null;
  screen: string | null;
  heading: string;
  slug: string;
  content: string;
};

export function insertHelp(trx: Transaction<DB>, row: HelpRow, userId: number, now: Date) {
  return trx
    .insertInto('help_articles')
    .values({ ...row, publication_date: now, created_at: now, created_by: userId })
    .returning('id')
    .executeTakeFirstOrThrow();
}

export function updateHelp(
  trx: Transaction<DB>,
  id: number,
  row: Omit<HelpRow, 'type'>,
  userId: number,
  now: Date,
) {
  return trx
    .updateTable('help_articles')
    .set({ ...row, modified_at: now, modified_by: userId })
    .where('id', '=', id)
    .execute();
}

export async function replaceRelated(trx: Transaction<DB>, id: number, related: number[]) {
  await trx.deleteFrom('help_related').where('help_id', '=', id).execute();
  if (related.length > 0)
    await trx
      .insertInto('help_related')
      .values(related.map((relatedId, position) => ({ help_id: id, related_id: relatedId, position })))
      .execute();
}

export function deleteHelp(trx: Transaction<DB>, id: number) {
  return trx.deleteFrom('help_articles').where('id', '=', id).execute();
}

export function lockHelp(trx: Transaction<DB>) {
  return sql`lock table help_articles in share row exclusive mode`.execute(trx);
}

// Terms

const termsColumns = (db: Db) => {
  const names = auditNames(db, 't');
  return [
    't.id',
    't.content',
    't.publication_date',
    't.created_at',
    't.modified_at',
    names.created_by.as('created_by_name'),
    names.modified_by.as('modified_by_name'),
  ] as const;
};

/** The terms in force: the newest version whose publication date has come. */
export function currentTerms(db: Db, now: Date) {
  return db
    .selectFrom('terms_versions as t')
    .select(termsColumns(db))
    .where('t.publication_date', '<=', now)
    .orderBy('t.publication_date', 'desc')
    .orderBy('t.id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** The version waiting for its publication date. */
export function pendingTerms(db: Db, now: Date) {
  return db
    .selectFrom('terms_versions as t')
    .select(termsColumns(db))
    .where('t.publication_date', '>', now)
    .orderBy('t.publication_date', 'desc')
    .orderBy('t.id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export function anyTerms(db: Db) {
  return db.selectFrom('terms_versions').select('id').limit(1).executeTakeFirst();
}

export function insertTerms(
  trx: Transaction<DB>,
  content: string,
  publicationDate: Date,
  userId: number,
  now: Date,
) {
  return trx
    .insertInto('terms_versions')
    .values({ content, publication_date: publicationDate, created_at: now, created_by: userId })
    .returning('id')
    .executeTakeFirstOrThrow();
}

export function updateTerms(
  trx: Transaction<DB>,
  id: number,
  content: string,
  publicationDate: Date,
  userId: number,
  now: Date,
) {
  return trx
    .updateTable('terms_versions')
    .set({ content, publication_date: publicationDate, modified_at: now, modified_by: userId })
    .where('id', '=', id)
    .execute();
}

export function deleteTerms(trx: Transaction<DB>, id: number) {
  return trx.deleteFrom('terms_versions').where('id', '=', id).execute();
}

export function lockTerms(trx: Transaction<DB>) {
  return sql`lock table terms_versions in share row exclusive mode`.execute(trx);
}

// Cookie notice

export function findCookies(db: Db) {
  const names = auditNames(db, 'c');
  return db
    .selectFrom('cookie_notice as c')
    .selectAll('c')
    .select([names.created_by.as('created_by_name'), names.modified_by.as('modified_by_name')])
    .where('c.id', '=', 1)
    .executeTakeFirst();
}

/** Creates the notice (false when it exists) or changes it; a change is a new publication. */
export async function saveCookies(db: Db, content: string, userId: number, now: Date, create: boolean) {
  if (create) {
    const inserted = await db
      .insertInto('cookie_notice')
      .values({ id: 1, content, publication_date: now, created_at: now, created_by: userId })
      .onConflict((oc) => oc.column('id').doNothing())
      .returning('id')
      .executeTakeFirst();
    return inserted !== undefined;
  }
  const updated = await db
    .updateTable('cookie_notice')
    .set({ content, publication_date: now, modified_at: now, modified_by: userId })
    .where('id', '=', 1)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) > 0;
}

// General contents

export function listGeneralContents(db: Db) {
  const names = auditNames(db, 'g');
  return db
    .selectFrom('general_contents as g')
    .selectAll('g')
    .select([names.created_by.as('created_by_name'), names.modified_by.as('modified_by_name')])
    .orderBy('g.placement')
    .execute();
}

export function updateGeneralContent(
  db: Db,
  id: number,
  heading: string,
  content: string,
  userId: number,
  now: Date,
) {
  return db
    .updateTable('general_contents')
    .set({ heading, content, modified_at: now, modified_by: userId })
    .where('id', '=', id)
    .executeTakeFirst();
}

// Statements

const statementColumns = (db: Db) => {
  const names = auditNames(db, 's');
  return [
    's.id',
    's.heading',
    's.slug',
    's.content',
    's.yellow_stripe',
    's.active',
    's.no_expiry',
    's.publication_date',
    sql<string | null>`s.expiry_date::text`.as('expiry_date'),
    's.created_at',
    's.modified_at',
    names.created_by.as('created_by_name'),
    names.modified_by.as('modified_by_name'),
  ] as const;
};

/** Statements the public sees on `today` (Warsaw): active and not past their expiry, newest first. */
export function publicStatements(db: Db, today: string, yellowOnly: boolean) {
  let query = db
    .selectFrom('statements as s')
    .select(statementColumns(db))
    .where('s.active', '=', true)
    .where((eb) => eb.or([eb('s.no_expiry', '=', true), eb('s.expiry_date', '>=', today)]));
  if (yellowOnly) query = query.where('s.yellow_stripe', '=', true);
  return query.orderBy('s.publication_date', 'desc').orderBy('s.id', 'desc').execute();
}

export function allStatements(db: Db) {
  return db
    .selectFrom('statements as s')
    .select(statementColumns(db))
    .orderBy('s.publication_date', 'desc')
    .orderBy('s.id', 'desc')
    .execute();
}

export function findStatement(db: Db, id: number) {
  return db
    .selectFrom('statements as s')
    .select(statementColumns(db))
    .where('s.id', '=', id)
    .executeTakeFirst();
}

export type StatementRow = {
  heading: string;
  slug: string;
  content: string;
  yellow_stripe: boolean;
  active: boolean;
  no_expiry: boolean;
  expiry_date: string | null;
};

export function insertStatement(db: Db, row: StatementRow, userId: number, now: Date) {
  return db
    .insertInto('statements')
    .values({ ...row, publication_date: now, created_at: now, created_by: userId })
    .returning('id')
    .executeTakeFirstOrThrow();
}

export function updateStatement(db: Db, id: number, row: StatementRow, userId: number, now: Date) {
  return db
    .updateTable('statements')
    .set({ ...row, modified_at: now, modified_by: userId })
    .where('id', '=', id)
    .executeTakeFirst();
}

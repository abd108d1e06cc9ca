import { type Kysely, type RawBuilder, sql, type Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';

type Db = Kysely<DB> | Transaction<DB>;

/*
 * The dictionaries' reads for the read models (search and statistics, issue 46), complete or as pieces
 * of their single statements.
 */

/** The voivodeships of TERYT, as (code, name) ('12', 'małopolskie'). */
export function voivodeships(db: Db): Promise<{ code: string; name: string }[]> {
  return db.selectFrom('teryt_units').select(['code', 'name']).where('level', '=', 'wojewodztwo').execute();
}

/**
 * For another module's select: the TERYT code of the voivodeship `name` names (an expression of the
 * caller's query), as a scalar subquery (null: no such voivodeship).
 */
export function voivodeshipCodeOf(name: RawBuilder<unknown>) {
  return sql<
    string | null
  >`(select t.code from teryt_units t where t.level = 'wojewodztwo' and t.name = ${name})`;
}

/** The CPV divisions, as (code, name): the two digits of the division and its name. */
export async function cpvDivisions(db: Db): Promise<{ code: string; name: string }[]> {
  const rows = await sql<{
    code: string;
    name: string;
  }>`select left(code, 2) as code, name from cpv_codes where level = 1`.execute(db);
  return rows.rows;
}

/**
 * The programmes among the levels that `levelIds` selects (a subquery of the caller's, e.g. the
 * projects' programmes), as (code, name): one per code, the first level's name.
 */
export async function programmeNames(
  db: Db,
  levelIds: RawBuilder<unknown>,
): Promise<{ code: string; name: string }[]> {
  const rows = await sql<{ code: string; name: string }>`select distinct on (l.code) l.code, l.name
      from implementation_levels l where l.code is not null
       and l.id in (${levelIds}) order by l.code, l.id`.execute(db);
  return rows.rows;
}

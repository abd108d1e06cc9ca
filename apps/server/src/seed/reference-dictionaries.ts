import fs from 'node:fs';
import path from 'node:path';
import { foldText } from '@bk/contracts/common/fold';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { readReferenceJson, referenceDataDir } from './reference-data.ts';
import { importOnce, insertInBatches, parseCsv } from './reference-import.ts';

type CpvItem = { code: string; name: string; level: number; parent: string | null };
type TerytUnit = { code: string; level: string; name: string; type: string; parent: string | null };
type Country = { alpha2: string; alpha3: string; name_pl: string; name_en: string };
type Categories = {
  categories: { code: string; name: string }[];
  cpv_division_to_type: { division: string; cpv_code: string; cpv_name: string; type: string }[];
};

/**
 * Participation condition types (each usable once per order item). The spec names none; these are
 * the conditions of the EU-funds competitiveness guidelines, see docs/decisions/0007.
 */
export const participationConditionTypes = [
  { code: 'UPRAWNIENIA', name: 'Uprawnienia do prowadzenia określonej działalności lub czynności' },
  { code: 'WIEDZA_I_DOSWIADCZENIE', name: 'Wiedza i doświadczenie' },
  { code: 'POTENCJAL_TECHNICZNY', name: 'Potencjał techniczny' },
  { code: 'OSOBY', name: 'Osoby zdolne do wykonania zamówienia' },
  { code: 'SYTUACJA_EKONOMICZNA', name: 'Sytuacja ekonomiczna i finansowa' },
  { code: 'DODATKOWE', name: 'Dodatkowe warunki' },
];

export async function importCpv(db: Kysely<DB>, now: Date) {
  return importOnce(
    db,
    'cpv',
    ['cpv.json'],
    async (trx) => {
      const items = readReferenceJson<CpvItem[]>('cpv.json');
      await trx.deleteFrom('cpv_words').execute();
      await trx.deleteFrom('cpv_codes').execute();
      await insertInBatches(
        (rows) => trx.insertInto('cpv_codes').values(rows).execute(),
        items.map((item) => ({
          code: item.code,
          name: item.name,
          level: item.level,
          parent_code: item.parent,
          digits: item.code.replace(/\D/g, ''),
          folded_name: foldText(item.name),
        })),
      );
      const ids = await trx.selectFrom('cpv_codes').select(['id', 'folded_name']).execute();
      await insertInBatches(
        (rows) => trx.insertInto('cpv_words').values(rows).execute(),
        ids.flatMap((row) =>
          [...new Set(row.folded_name.split(/[^a-z0-9]+/).filter(Boolean))].map((word) => ({
            word,
            cpv_id: row.id,
          })),
        ),
        5000,
      );
    },
    now,
  );
}

export async function importTeryt(db: Kysely<DB>, now: Date) {
  return importOnce(
    db,
    'teryt',
    ['teryt-units.json', 'teryt-localities.csv'],
    async (trx) => {
      const units = readReferenceJson<TerytUnit[]>('teryt-units.json');
      await trx.deleteFrom('teryt_units').execute();
      await insertInBatches(
        (rows) => trx.insertInto('teryt_units').values(rows).execute(),
        units.map((u) => ({
          code: u.code,
          level: u.level,
          name: u.name,
          type: u.type,
          parent_code: u.parent,
        })),
      );
      const csv = fs.readFileSync(path.join(referenceDataDir, 'teryt-localities.csv'), 'utf8');
      await trx.deleteFrom('teryt_localities').execute();
      await insertInBatches(
        (rows) => trx.insertInto('teryt_localities').values(rows).execute(),
        parseCsv(csv).map((row) => ({
          sym: row.sym ?? '',
          name: row.name ?? '',
          folded_name: foldText(row.name ?? ''),
          kind: row.rm_name ?? '',
          is_part: row.is_part === '1',
          parent_name: row.parent_name || null,
          voivodeship: row.voivodeship ?? '',
          poviat: row.powiat ?? '',
          commune: row.gmina ?? '',
          commune_code: row.gmina_teryt_2024 || row.gmina_teryt || '',
        })),
        2000,
      );
    },
    now,
  );
}

export async function importCountries(db: Kysely<DB>, now: Date) {
  return importOnce(
    db,
    // 'countries:2': imported again once for the English names (migration 0044).
    'countries:2',
    ['countries-pl.json'],
    async (trx) => {
      const countries = readReferenceJson<Country[]>('countries-pl.json');
      await trx.deleteFrom('countries').execute();
      await trx
        .insertInto('countries')
        .values(
          countries.map((c, position) => ({
            alpha2: c.alpha2,
            alpha3: c.alpha3,
            name_pl: c.name_pl,
            name_en: c.name_en,
            position,
          })),
        )
        .execute();
    },
    now,
  );
}

/** Order types with the CPV divisions as subcategories (docs/decisions/0007). Ids stay stable. */
export async function importCategories(db: Kysely<DB>, now: Date) {
  return importOnce(
    db,
    'categories',
    ['categories.json'],
    async (trx) => {
      const source = readReferenceJson<Categories>('categories.json');
      for (const [position, category] of source.categories.entries()) {
        const parent = await trx
          .insertInto('order_item_categories')
          .values({ code: category.code, name: category.name, parent_id: null, position })
          .onConflict((oc) => oc.column('code').doUpdateSet({ name: category.name, position }))
          .returning('id')
          .executeTakeFirstOrThrow();
        const divisions = source.cpv_division_to_type.filter((d) => d.type === category.code);
        for (const [index, division] of divisions.entries()) {
          const code = `CPV_${division.division}`;
          await trx
            .insertInto('order_item_categories')
            .values({ code, name: division.cpv_name, parent_id: parent.id, position: index })
            .onConflict((oc) =>
              oc
                .column('code')
                .doUpdateSet({ name: division.cpv_name, parent_id: parent.id, position: index }),
            )
            .execute();
        }
      }
    },
    now,
  );
}

export async function importParticipationConditionTypes(db: Kysely<DB>) {
  for (const [position, type] of participationConditionTypes.entries()) {
    await db
      .insertInto('participation_condition_types')
      .values({ ...type, position })
      .onConflict((oc) => oc.column('code').doUpdateSet({ name: type.name, position }))
      .execute();
  }
}

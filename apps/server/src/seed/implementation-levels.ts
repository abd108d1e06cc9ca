import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { readReferenceJson } from './reference-data.ts';

type SourceInstitution = { role: string; name: string; call_prefix?: string };
type SourceItem = {
  id: string;
  level: string;
  code: string | null;
  name: string;
  parent: string | null;
  institutions?: SourceInstitution[];
};

type Row = {
  sourceKey: string;
  kind: string;
  code: string | null;
  name: string;
  parentKey: string | null;
  activityTypes?: string[];
};

const kindOf: Record<string, string> = {
  perspective: 'perspective',
  program: 'programme',
  priority: 'priority',
  action: 'activity',
};
const parentKindOf: Record<string, string | null> = {
  perspective: null,
  programme: 'perspective',
  priority: 'programme',
  activity: 'priority',
  region: 'activity',
  institution: 'activity',
};

/**
 * What each perspective has below its activities (docs/decisions/0007): 2014-2020 numbers carry a
 * subactivity and a region (POIR.01.01.01-00-0779/18); 2021-2027 numbers an institution
 * (FENG.01.01-IP.02-0001/23).
 */
const activityTypesOf: Record<string, string[]> = {
  '2014-2020': ['subactivities', 'regions'],
  '2021-2027': ['institutions'],
};

/**
 * A programme's code is the prefix its numbers use: the source's code when it has that shape, or the
 * first segment of a code below it (FEnIKS numbers use FENX: FENX.02.04). None is invented.
 */
function programmeCode(item: SourceItem, items: SourceItem[]): string | null {
  if (item.code && /^[A-Z0-9]{1,4}$/.test(item.code)) return item.code;
  const prefix = `${item.id}/`;
  const below = items.find((other) => other.id.startsWith(prefix) && other.code);
  const segment = below?.code?.split('.')[0];
  return segment && /^[A-Z0-9]{1,4}$/.test(segment) ? segment : null;
}

/** The dictionary code of a priority or activity: the last dotted segment (FENG.01.01 -> 01). */
function lastSegment(code: string | null): string | null {
  return code ? (code.split('.').at(-1) ?? code) : null;
}

/** Rows of the source, with institutions that have a call prefix (FENG.01.01-IP.02 -> IP.02). */
function sourceRows(items: SourceItem[]): Row[] {
  const rows: Row[] = [];
  for (const item of items) {
    const kind = kindOf[item.level];
    if (!kind) continue;
    const code =
      kind === 'perspective'
        ? item.code
        : kind === 'programme'
          ? programmeCode(item, items)
          : lastSegment(item.code);
    rows.push({
      sourceKey: item.id,
      kind,
      code,
      name: item.name,
      parentKey: item.parent,
      activityTypes: kind === 'perspective' ? (activityTypesOf[item.id] ?? []) : undefined,
    });
    if (kind !== 'activity') continue;
    for (const institution of item.institutions ?? []) {
      const institutionCode = institution.call_prefix?.split('-')[1];
      if (!institutionCode || !/^[A-Z]{2}\.\d{2}$/.test(institutionCode)) continue;
      rows.push({
        sourceKey: `${item.id}#${institutionCode}`,
        kind: 'institution',
        code: institutionCode,
        name: institution.name,
        parentKey: item.id,
      });
    }
  }
  return rows;
}

/**
 * Inserts rows keyed by their source key (idempotent). A row whose parent is not the level directly
 * above (an activity the source files under a programme) is left out: the source names no priority
 * for it, and none is invented.
 */
export async function insertLevelRows(db: Kysely<DB>, rows: Row[], now: Date): Promise<void> {
  const ids = new Map<string, { id: number; kind: string }>();
  const existing = await db
    .selectFrom('implementation_levels')
    .select(['id', 'kind', 'source_key'])
    .execute();
  for (const row of existing) if (row.source_key) ids.set(row.source_key, { id: row.id, kind: row.kind });
  for (const row of rows) {
    if (ids.has(row.sourceKey)) continue;
    const parent = row.parentKey ? ids.get(row.parentKey) : undefined;
    if ((parentKindOf[row.kind] ?? null) !== (parent?.kind ?? null)) continue;
    const inserted = await db
      .insertInto('implementation_levels')
      .values({
        kind: row.kind,
        code: row.code,
        name: row.name,
        parent_id: parent?.id ?? null,
        source_key: row.sourceKey,
        activity_types: row.activityTypes ? JSON.stringify(row.activityTypes) : null,
        created_at: now,
      })
      .onConflict((oc) => oc.doNothing())
      .returning('id')
      .executeTakeFirst();
    if (inserted) ids.set(row.sourceKey, { id: inserted.id, kind: row.kind });
  }
}

/** Imports the implementation-level hierarchy of the reference data (idempotent). */
export async function importImplementationLevels(db: Kysely<DB>, now: Date): Promise<void> {
  const source = readReferenceJson<{ items: SourceItem[] }>('implementation-levels.json');
  await insertLevelRows(db, sourceRows(source.items), now);
}

/**
 * Demo rows (demo data only, source keys 'demo/...'): the reference data names no priority, activity
 * or region of the 2014-2020 perspective, which the screens of that perspective need. Regions are the
 * voivodeships of TERYT with their codes, and 00 for projects of the whole country.
 */
export async function seedDemoImplementationLevels(db: Kysely<DB>, now: Date): Promise<void> {
  const voivodeships = await db
    .selectFrom('teryt_units')
    .select(['code', 'name'])
    .where('level', '=', 'wojewodztwo')
    .orderBy('code')
    .execute();
  const activity = 'demo/2014-2020/POIR/01/01.01';
  const rows: Row[] = [
    {
      sourceKey: 'demo/2014-2020/POIR/01',
      kind: 'priority',
      code: '01',
      name: 'Wsparcie prowadzenia prac B+R przez przedsiębiorstwa',
      parentKey: '2014-2020/POIR',
    },
    {
      sourceKey: activity,
      kind: 'activity',
      code: '01.01',
      name: 'Badania przemysłowe i prace rozwojowe realizowane przez przedsiębiorstwa',
      parentKey: 'demo/2014-2020/POIR/01',
    },
    { sourceKey: `${activity}/00`, kind: 'region', code: '00', name: 'Cały kraj', parentKey: activity },
    ...voivodeships.map((v) => ({
      sourceKey: `${activity}/${v.code}`,
      kind: 'region',
      code: v.code.slice(0, 2),
      name: `Województwo ${v.name}`,
      parentKey: activity,
    })),
  ];
  await insertLevelRows(db, rows, now);
}

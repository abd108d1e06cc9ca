import type { Kysely } from 'kysely';
import type { DB } from '../schema.ts';
import { readReferenceJson } from './reference-data.ts';

type SourceItem = { id: string; level: string; code: string | null; name: string; parent: string | null };

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
};

/** The dictionary code of a level: the programme's own code, or the last dotted segment below it. */
function levelCode(kind: string, code: string | null): string | null {
  if (!code) return null;
  if (kind === 'priority' || kind === 'activity') return code.split('.').at(-1) ?? code;
  return code;
}

/**
 * Imports the implementation-level hierarchy (idempotent: rows are keyed by their source id). Rows
 * whose parent is not the level directly above (an activity filed under a programme) are left out:
 * the source names no priority for them, and none is invented.
 */
export async function importImplementationLevels(db: Kysely<DB>, now: Date): Promise<void> {
  const source = readReferenceJson<{ items: SourceItem[] }>('implementation-levels.json');
  const ids = new Map<string, { id: number; kind: string }>();
  const existing = await db
    .selectFrom('implementation_levels')
    .select(['id', 'kind', 'source_key'])
    .execute();
  for (const row of existing) if (row.source_key) ids.set(row.source_key, { id: row.id, kind: row.kind });
  for (const item of source.items) {
    const kind = kindOf[item.level];
    if (!kind || ids.has(item.id)) continue;
    const parent = item.parent ? ids.get(item.parent) : undefined;
    if ((parentKindOf[kind] ?? null) !== (parent?.kind ?? null)) continue;
    const inserted = await db
      .insertInto('implementation_levels')
      .values({
        kind,
        code: levelCode(kind, item.code),
        name: item.name,
        parent_id: parent?.id ?? null,
        source_key: item.id,
        created_at: now,
      })
      .onConflict((oc) => oc.column('source_key').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (inserted) ids.set(item.id, { id: inserted.id, kind });
  }
}

import { type HelpInput, helpScreenKeys, contentMessages as M, slugOf } from '@bk/contracts/content/content';
import type { Kysely } from 'kysely';
import type { Clock } from '../../db/clock.ts';
import type { DB } from '../../db/schema.ts';
import { conflict, notFound, unprocessable } from '../../lib/errors.ts';
import { permissionsOf } from '../users/index.ts';
import { assertMayAdminister } from './content.policy.ts';
import {
  childrenOf,
  deleteHelp,
  existingHelpIds,
  findHelp,
  findHelpOfScreen,
  firstRootHelpId,
  helpOnScreen,
  insertHelp,
  listHelp,
  lockHelp,
  relatedOf,
  relatingTo,
  replaceRelated,
  updateHelp,
} from './content.repository.ts';
import { contentEvent } from './content-events.ts';
import { linkContentImages } from './content-images.ts';
import { auditOf, richOf } from './content-present.ts';

export type ContentDeps = { db: Kysely<DB>; clock: Clock };

/** What names a help, in the table of contents and atop its article. */
function helpHead(
  row: { id: number; slug: string; parent_id: number | null; type: string; screen: string | null },
  header: string,
) {
  return {
    id: row.id,
    slug: row.slug,
    header,
    parent_id: row.parent_id,
    type: row.type as 'general' | 'screen',
    screen: row.screen,
    root: row.type === 'general' && row.parent_id === null,
  };
}

/** The help's entries: general ones for the public table of contents, or every one for administrators. */
export async function helpEntries(db: Kysely<DB>, filter: 'general' | 'screen' | 'all') {
  const rows = await listHelp(db);
  return rows
    .filter((r) => filter === 'all' || r.type === filter)
    .map((r) => ({ ...helpHead(r, r.header), has_children: Boolean(r.has_children) }));
}

/** GET /api/help/{id}: one article with its parent and related helps (404 for none). */
export async function helpArticle(db: Kysely<DB>, id: number) {
  const row = await findHelp(db, id);
  if (!row) throw notFound(M.notFound);
  const [related, parent] = await Promise.all([
    relatedOf(db, id),
    row.parent_id === null ? null : findHelp(db, row.parent_id),
  ]);
  return {
    ...helpHead(row, row.heading),
    has_children: (await childrenOf(db, id)).length > 0,
    content: richOf(row.content),
    related_helps: related,
    parent: parent ? { id: parent.id, slug: parent.slug, header: parent.heading } : null,
    publication_date: row.publication_date.toISOString(),
    ...auditOf(row),
  };
}

/** GET /api/help/{screen}: the help pinned to a screen (heading and content), or null. */
export async function screenHelp(db: Kysely<DB>, screen: string) {
  if (!(helpScreenKeys as string[]).includes(screen)) throw notFound(M.notFound);
  const row = await findHelpOfScreen(db, screen);
  return row ? { id: row.id, slug: row.slug, header: row.heading, content: richOf(row.content) } : null;
}

/** GET /api/help/{id}/related: what stops a removal (children and helps that name this one). */
export async function helpBlockers(db: Kysely<DB>, id: number) {
  if (!(await findHelp(db, id))) throw notFound(M.notFound);
  const [children, related] = await Promise.all([childrenOf(db, id), relatingTo(db, id)]);
  return { children, related_to_current: related };
}

/**
 * Creates (id null) or changes a help (spec 3 sections 4, 5.5): a general help hangs under a parent
 * chapter unless it is the first (the root); a screen help is pinned to a free screen or, when
 * changed, may be unpinned; the type never changes; related helps must exist. In one transaction
 * that holds the help table against concurrent tree changes.
 */
export async function saveHelp(deps: ContentDeps, userId: number, id: number | null, input: HelpInput) {
  assertMayAdminister(await permissionsOf(deps.db, userId), 'help', M.helpForbidden);
  return deps.db.transaction().execute(async (trx) => {
    await lockHelp(trx);
    const existing = id === null ? null : await findHelp(trx, id);
    if (id !== null && !existing) throw notFound(M.notFound);
    const problems: Record<string, string[]> = {};
    const add = (path: string, message: string) => {
      problems[path] = [...(problems[path] ?? []), message];
    };
    if (existing && existing.type !== input.type) add('type', M.typeFixed);
    const root = await firstRootHelpId(trx);
    let parentId: number | null = null;
    let screen: string | null = null;
    if (input.type === 'general') {
      const isRoot = existing ? root?.id === existing.id : root === undefined;
      if (!isRoot) {
        if (input.parent_id === null) add('parent_id', M.parentRequired);
        else {
          const [parent] = await existingHelpIds(trx, [input.parent_id]);
          if (!parent) add('parent_id', M.parentUnknown);
          else if (existing && (await isInSubtree(trx, input.parent_id, existing.id)))
            add('parent_id', M.parentCycle);
          else parentId = input.parent_id;
        }
      }
    } else {
      // A new screen help needs its screen; a changed one may be unpinned (to remove it later).
      if (input.screen === null && existing === null) add('screen', M.screenRequired);
      if (input.screen !== null) {
        const holder = await helpOnScreen(trx, input.screen);
        if (holder && holder.id !== id) add('screen', M.screenTaken);
      }
      screen = input.screen;
    }
    const related = [...new Set(input.related_helps)].filter((r) => r !== id);
    const found = await existingHelpIds(trx, related);
    if (found.length !== related.length) add('related_helps', M.relatedUnknown);
    if (Object.keys(problems).length > 0) throw unprocessable(problems);
    const now = deps.clock.now();
    const row = {
      parent_id: parentId,
      screen,
      heading: input.header,
      slug: slugOf(input.header),
      content: JSON.stringify(input.content),
    };
    await linkContentImages(trx, input.content, userId);
    let savedId: number;
    if (existing) {
      await updateHelp(trx, existing.id, row, userId, now);
      savedId = existing.id;
    } else savedId = (await insertHelp(trx, { ...row, type: input.type }, userId, now)).id;
    await replaceRelated(trx, savedId, related);
    await contentEvent(
      trx,
      existing ? 'content.changed' : 'content.created',
      { kind: 'help', id: savedId },
      userId,
      now,
      {
        header: input.header,
        help_type: input.type,
      },
    );
    return { help: { id: savedId, slug: row.slug } };
  });
}

/** Whether `candidate` is `id` or lies under it (a parent there would make a loop). */
async function isInSubtree(db: Kysely<DB>, candidate: number, id: number): Promise<boolean> {
  let current: number | null = candidate;
  for (let steps = 0; current !== null && steps < 10_000; steps++) {
    if (current === id) return true;
    const [row] = await existingHelpIds(db, [current]);
    current = row?.parent_id ?? null;
  }
  return false;
}

/**
 * DELETE /api/admin/help/{id}: refused (409) for the first root help, for a help with children or
 * related helps (listed), and for a screen help still pinned to a screen (spec 3 section 5.5).
 */
export async function removeHelp(deps: ContentDeps, userId: number, id: number) {
  assertMayAdminister(await permissionsOf(deps.db, userId), 'help', M.helpRemoveForbidden);
  return deps.db.transaction().execute(async (trx) => {
    await lockHelp(trx);
    const row = await findHelp(trx, id);
    if (!row) throw notFound(M.notFound);
    if (row.type === 'general' && (await firstRootHelpId(trx))?.id === id) throw conflict(M.removeFirst);
    if (row.screen !== null) throw conflict(M.removeAssigned);
    const [children, related] = await Promise.all([childrenOf(trx, id), relatingTo(trx, id)]);
    if (children.length > 0 || related.length > 0) throw conflict(M.removeChildren);
    await deleteHelp(trx, id);
    await contentEvent(trx, 'content.deleted', { kind: 'help', id }, userId, deps.clock.now(), {
      header: row.heading,
    });
    return { id };
  });
}

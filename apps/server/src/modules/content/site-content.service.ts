import { warsawDate, warsawInstant } from '@bk/contracts/common/warsaw-time';
import { contentMessages as M, type StatementInput, slugOf } from '@bk/contracts/content/content';
import type { RichContent } from '@bk/contracts/content/rich-content';
import { conflict, notFound, unprocessable } from '../../lib/errors.ts';
import { permissionsOf } from '../users/index.ts';
import { assertMayAdminister, type ContentArea } from './content.policy.ts';
import {
  allStatements,
  anyTerms,
  currentTerms,
  deleteTerms,
  findCookies,
  findStatement,
  generalHelpPages,
  insertStatement,
  insertTerms,
  listGeneralContents,
  lockTerms,
  pendingTerms,
  publicStatements,
  type StatementRow,
  saveCookies,
  updateGeneralContent,
  updateStatement,
  updateTerms,
} from './content.repository.ts';
import { contentEvent } from './content-events.ts';
import { linkContentImages } from './content-images.ts';
import { auditOf, datedContentOf, richOf } from './content-present.ts';
import type { ContentDeps } from './help.service.ts';

async function guard(deps: ContentDeps, userId: number, area: ContentArea, message: string) {
  assertMayAdminister(await permissionsOf(deps.db, userId), area, message);
}

// Terms (spec 3 sections 2.5, 4): the current version, and one waiting for its publication date.

/** GET /api/regulations: the terms in force by the server clock (404 before any). */
export async function publicTerms(deps: ContentDeps) {
  const row = await currentTerms(deps.db, deps.clock.now());
  if (!row) throw notFound(M.termsMissing);
  return { regulation: datedContentOf(row) };
}

/** GET /api/admin/regulations/details: which versions exist. */
export async function termsDetails(deps: ContentDeps, userId: number) {
  await guard(deps, userId, 'generalContentCookiesRegulation', M.termsForbidden);
  const now = deps.clock.now();
  const [current, pending] = await Promise.all([currentTerms(deps.db, now), pendingTerms(deps.db, now)]);
  return { current_exists: current !== undefined, pending_exists: pending !== undefined };
}

/** GET /api/admin/regulations?version=current|pending. */
export async function adminTerms(deps: ContentDeps, userId: number, version: 'current' | 'pending') {
  await guard(deps, userId, 'generalContentCookiesRegulation', M.termsForbidden);
  const now = deps.clock.now();
  const row = version === 'current' ? await currentTerms(deps.db, now) : await pendingTerms(deps.db, now);
  if (!row) throw notFound(version === 'current' ? M.termsMissing : M.termsNoPending);
  return { regulation: datedContentOf(row) };
}

/**
 * POST (the very first terms) or PUT (the version for publication: created, or overwritten when one
 * waits) /api/admin/regulations. A publication date that has come makes the version current at once.
 */
export async function saveTerms(
  deps: ContentDeps,
  userId: number,
  input: { content: RichContent; publication_date: string },
  mode: 'create' | 'change',
) {
  await guard(deps, userId, 'generalContentCookiesRegulation', M.termsForbidden);
  return deps.db.transaction().execute(async (trx) => {
    await lockTerms(trx);
    const now = deps.clock.now();
    const date = warsawInstant(input.publication_date);
    const content = JSON.stringify(input.content);
    await linkContentImages(trx, input.content, userId);
    let termsId: number;
    let created = true;
    if (mode === 'create') {
      if (await anyTerms(trx)) throw conflict(M.termsExist);
      termsId = (await insertTerms(trx, content, date, userId, now)).id;
    } else {
      const pending = await pendingTerms(trx, now);
      if (pending) {
        await updateTerms(trx, pending.id, content, date, userId, now);
        termsId = pending.id;
        created = false;
      } else termsId = (await insertTerms(trx, content, date, userId, now)).id;
    }
    await contentEvent(
      trx,
      created ? 'content.created' : 'content.changed',
      { kind: 'terms', id: termsId },
      userId,
      now,
      {
        publication_date: date.toISOString(),
      },
    );
    return { publication_date: date.toISOString(), current: date <= now };
  });
}

/** DELETE /api/admin/regulations: removes the version waiting for publication. */
export async function removePendingTerms(deps: ContentDeps, userId: number) {
  await guard(deps, userId, 'generalContentCookiesRegulation', M.termsRemoveForbidden);
  return deps.db.transaction().execute(async (trx) => {
    await lockTerms(trx);
    const pending = await pendingTerms(trx, deps.clock.now());
    if (!pending) throw notFound(M.termsNoPending);
    await deleteTerms(trx, pending.id);
    await contentEvent(trx, 'content.deleted', { kind: 'terms', id: pending.id }, userId, deps.clock.now());
    return { id: pending.id };
  });
}

// Cookie notice

/** GET /api/cookies: the notice, or null when there is none. */
export async function publicCookies(deps: ContentDeps) {
  const row = await findCookies(deps.db);
  return { cookies: row ? datedContentOf(row) : null };
}

export async function adminCookies(deps: ContentDeps, userId: number) {
  await guard(deps, userId, 'generalContentCookiesRegulation', M.cookiesForbiddenEdit);
  return publicCookies(deps);
}

/** POST creates the notice (409 once it exists), PUT changes it (404 before); each save publishes it anew. */
export async function writeCookies(
  deps: ContentDeps,
  userId: number,
  content: RichContent,
  mode: 'create' | 'change',
) {
  await guard(
    deps,
    userId,
    'generalContentCookiesRegulation',
    mode === 'create' ? M.cookiesForbiddenAdd : M.cookiesForbiddenEdit,
  );
  await deps.db.transaction().execute(async (trx) => {
    const now = deps.clock.now();
    const saved = await saveCookies(trx, JSON.stringify(content), userId, now, mode === 'create');
    if (!saved) throw mode === 'create' ? conflict(M.cookiesExist) : notFound(M.cookiesMissing);
    await contentEvent(
      trx,
      mode === 'create' ? 'content.created' : 'content.changed',
      { kind: 'cookies', id: 1 },
      userId,
      now,
    );
  });
  return publicCookies(deps);
}

// General contents

type GeneralRow = Awaited<ReturnType<typeof listGeneralContents>>[number];
const generalOf = (row: GeneralRow) => ({
  id: row.id,
  placement: row.placement,
  header: row.heading,
  content: richOf(row.content),
  ...auditOf(row),
});

/** GET /api/general-content: the placements with content (the home page's boxes). */
export async function publicGeneralContents(deps: ContentDeps) {
  const rows = await listGeneralContents(deps.db);
  return { general_contents: rows.map(generalOf) };
}

export async function adminGeneralContents(deps: ContentDeps, userId: number) {
  await guard(deps, userId, 'generalContentCookiesRegulation', M.generalForbidden);
  return publicGeneralContents(deps);
}

export async function adminGeneralContent(deps: ContentDeps, userId: number, id: number) {
  const { general_contents } = await adminGeneralContents(deps, userId);
  const one = general_contents.find((g) => g.id === id);
  if (!one) throw notFound(M.notFound);
  return { general_content: one };
}

export async function saveGeneralContent(
  deps: ContentDeps,
  userId: number,
  id: number,
  input: { header: string; content: RichContent },
) {
  await guard(deps, userId, 'generalContentCookiesRegulation', M.generalForbidden);
  await deps.db.transaction().execute(async (trx) => {
    const now = deps.clock.now();
    await linkContentImages(trx, input.content, userId);
    const r = await updateGeneralContent(trx, id, input.header, JSON.stringify(input.content), userId, now);
    if (Number(r.numUpdatedRows) === 0) throw notFound(M.notFound);
    await contentEvent(trx, 'content.changed', { kind: 'general_content', id }, userId, now, {
      header: input.header,
    });
  });
  return adminGeneralContent(deps, userId, id);
}

// Statements (spec 3 sections 4, 5.6)

type StatementDbRow = Awaited<ReturnType<typeof allStatements>>[number];
const statementOf = (row: StatementDbRow) => ({
  id: row.id,
  slug: row.slug,
  header: row.heading,
  content: richOf(row.content),
  yellow_stripe: row.yellow_stripe,
  active: row.active,
  no_expiry: row.no_expiry,
  publication_date: row.publication_date.toISOString(),
  expiry_date: row.expiry_date,
  ...auditOf(row),
});

/** GET /api/statements: active ones not past their expiry (Warsaw day), newest first; or the yellow ones. */
export async function statementsForPublic(deps: ContentDeps, yellowOnly: boolean) {
  const rows = await publicStatements(deps.db, warsawDate(deps.clock.now()), yellowOnly);
  return { statements: rows.map(statementOf) };
}

/** GET /api/statements/{id}: public only while active and not expired; 404 otherwise. */
export async function statementForPublic(deps: ContentDeps, id: number) {
  const row = await findStatement(deps.db, id);
  const today = warsawDate(deps.clock.now());
  if (!row?.active || (!row.no_expiry && (row.expiry_date ?? '') < today)) throw notFound(M.notFound);
  return { statement: statementOf(row) };
}

export async function statementsForAdmin(deps: ContentDeps, userId: number) {
  await guard(deps, userId, 'statements', M.statementForbiddenEdit);
  return { statements: (await allStatements(deps.db)).map(statementOf) };
}

export async function statementForAdmin(deps: ContentDeps, userId: number, id: number) {
  await guard(deps, userId, 'statements', M.statementForbiddenEdit);
  const row = await findStatement(deps.db, id);
  if (!row) throw notFound(M.notFound);
  return { statement: statementOf(row) };
}

/**
 * The rules of a statement (spec 3 sections 4, 5.6): an inactive one cannot be the yellow stripe; one
 * without expiry has no date; otherwise the date is required and not before today (Warsaw).
 */
function statementRow(input: StatementInput, today: string, previousExpiry: string | null): StatementRow {
  const problems: Record<string, string[]> = {};
  if (!input.no_expiry) {
    if (input.expiry_date === null) problems.expiry_date = [M.expiryRequired];
    // An unchanged past date of an existing statement may stay (it simply is not public any more).
    else if (input.expiry_date < today && input.expiry_date !== previousExpiry)
      problems.expiry_date = [M.expiryPast];
  }
  if (Object.keys(problems).length > 0) throw unprocessable(problems);
  return {
    heading: input.header,
    slug: slugOf(input.header),
    content: JSON.stringify(input.content),
    yellow_stripe: input.active && input.yellow_stripe,
    active: input.active,
    no_expiry: input.no_expiry,
    expiry_date: input.no_expiry ? null : input.expiry_date,
  };
}

export async function saveStatement(
  deps: ContentDeps,
  userId: number,
  id: number | null,
  input: StatementInput,
) {
  await guard(deps, userId, 'statements', id === null ? M.statementForbiddenAdd : M.statementForbiddenEdit);
  const now = deps.clock.now();
  const today = warsawDate(now);
  const savedId = await deps.db.transaction().execute(async (trx) => {
    if (id === null) {
      const row = statementRow(input, today, null);
      await linkContentImages(trx, input.content, userId);
      const created = (await insertStatement(trx, row, userId, now)).id;
      await contentEvent(trx, 'content.created', { kind: 'statement', id: created }, userId, now, {
        header: input.header,
      });
      return created;
    }
    const existing = await findStatement(trx, id);
    if (!existing) throw notFound(M.notFound);
    const row = statementRow(input, today, existing.expiry_date);
    await linkContentImages(trx, input.content, userId);
    await updateStatement(trx, id, row, userId, now);
    await contentEvent(trx, 'content.changed', { kind: 'statement', id }, userId, now, {
      header: input.header,
    });
    return id;
  });
  return statementForAdmin(deps, userId, savedId);
}

/**
 * The public content's pages (the sitemap, modules/sitemap): the general help articles and the
 * statements the public sees today, each with its address and its last change.
 */
export async function publicContentPages(deps: ContentDeps): Promise<{ path: string; modified: Date }[]> {
  const [helps, statements] = await Promise.all([
    generalHelpPages(deps.db),
    publicStatements(deps.db, warsawDate(deps.clock.now()), false),
  ]);
  return [
    ...helps.map((h) => ({ path: `/pomoc/${h.id}-${h.slug}`, modified: new Date(h.modified) })),
    ...statements.map((s) => ({
      path: `/komunikaty/${s.id}-${s.slug}`,
      modified: new Date(s.modified_at ?? s.publication_date),
    })),
  ];
}

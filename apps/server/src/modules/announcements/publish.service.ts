import { announcementMessages as M } from '@bk/contracts/announcements/limits';
import { type PublishInput, publishDateProblems, publishInstants } from '@bk/contracts/announcements/publish';
import { caughtUp } from '../../lib/changes.ts';
import { conflict, unprocessable } from '../../lib/errors.ts';
import { systemActor, userActor } from '../events/index.ts';
import { assertAuthor } from './announcements.policy.ts';
import {
  closePastDeadline,
  findAnnouncementForUpdate,
  findDueScheduled,
  insertVersion,
  nextDueInstant,
  updateAnnouncement,
  updateVersion,
} from './announcements.repository.ts';
import { currentDueGeneration, dueMomentSince, dueStateOf } from './due-state.ts';
import { lockedFieldProblems } from './locked-fields.ts';
import { prepareContent, toInput } from './prepare-content.ts';
import { markAnnouncementsChanged } from './public-view-cache.ts';
import { advertiserSnapshot, announcementEvent, publishVersion } from './publication.ts';
import { type AnnouncementDeps, loadForChange, refuseOnProblems, storedContentOf } from './save.service.ts';

/**
 * POST /api/announcements/{id}/publish (the author's publish dialog). A draft is published now or
 * scheduled for a later date; the draft copy of a published announcement becomes its next version
 * (now; the deadline may move). Everything is checked again here, whatever the form said.
 */
export async function publish(deps: AnnouncementDeps, userId: number, input: PublishInput) {
  return deps.db.transaction().execute(async (trx) => {
    const now = deps.clock.now();
    const { row, role } = await loadForChange(trx, input.id, userId);
    assertAuthor(role);
    if (row.status !== 'DRAFT' && row.status !== 'PUBLISHED') throw conflict(M.transitionRefused);
    const published = await storedContentOf(trx, row.published_version_id);
    const sourceId = row.draft_version_id ?? row.published_version_id;
    const source = await storedContentOf(trx, sourceId);
    if (!source || sourceId === null) throw conflict(M.transitionRefused);
    if (row.status === 'PUBLISHED' && input.publication_date !== null) {
      throw unprocessable({ publication_date: [M.publicationDateFuture] }, M.hasErrors);
    }

    const { stored, problems } = await prepareContent(trx, {
      announcementId: row.id,
      ownerId: row.owner_id,
      actorId: userId,
      content: toInput(source),
      previous: source,
      earlier: published,
      forPublication: true,
    });
    if (published) Object.assign(problems, lockedFieldProblems(published, stored, { isAdmin: false }));
    Object.assign(problems, publishDateProblems(input, now, stored.planned_contract_signing));
    refuseOnProblems(problems, M.hasErrors);
    await advertiserSnapshot(trx, row.owner_id);

    const { publicationAt, deadlineAt } = publishInstants(input, now);
    let versionId = sourceId;
    if (row.draft_version_id === null) {
      // Only the deadline changes: the new version repeats the current one.
      versionId = (
        await insertVersion(trx, {
          announcement_id: row.id,
          kind: 'draft',
          content: JSON.stringify(stored),
          created_at: now,
          created_by: userId,
        })
      ).id;
    } else {
      await updateVersion(trx, versionId, { content: JSON.stringify(stored), modified_at: now });
    }
    if (input.publication_date !== null) {
      await updateAnnouncement(trx, row.id, {
        publication_date: publicationAt,
        submission_deadline: deadlineAt,
        modified_at: now,
        modified_by: userId,
      });
      await announcementEvent(trx, 'announcement.publication_scheduled', row.id, userActor(userId), now, {
        publication_date: publicationAt.toISOString(),
        submission_deadline: deadlineAt.toISOString(),
      });
      return { id: row.id, status: 'DRAFT' as const, scheduled: true };
    }
    await publishVersion(trx, now, row, versionId, {
      byAdmin: false,
      deadline: deadlineAt,
      actor: userActor(userId),
    });
    return { id: row.id, status: 'PUBLISHED' as const, scheduled: false };
  });
}

/** How long a settle's answer "nothing is due before T" is trusted without asking the database. */
export const SETTLE_TRUST_MS = 1000;

/**
 * What time alone changes (run before reads and by the server's timer, on any number of servers:
 * each change is one conditional statement): scheduled drafts whose date came are published, and
 * published announcements whose deadline passed are closed. After a settle the earliest coming
 * publication date or deadline is remembered; until then, and for at most SETTLE_TRUST_MS, reads do
 * not ask again (decision 0013). Concurrent callers share one settle.
 */
export async function settleDue(deps: AnnouncementDeps): Promise<void> {
  const state = dueStateOf(deps.db);
  for (;;) {
    const now = deps.clock.now().getTime();
    const age = now - state.checkedAt;
    const fresh = state.generation === currentDueGeneration() && age >= 0 && age < SETTLE_TRUST_MS;
    if (fresh && now < state.nextDueAt) {
      // Another process's change can make something due only at a whole hour (or 23:59:59): past one,
      // the answer holds only after hearing of every change committed until now (decision 0035).
      if (!dueMomentSince(state.syncedAt, now)) return;
      const synced = caughtUp(deps.db);
      if ((synced === true || (await synced)) && state.generation === currentDueGeneration()) {
        state.syncedAt = Math.max(state.syncedAt, now);
        return;
      }
    }
    if (state.running) {
      const ranAt = await state.running.catch(() => Number.NEGATIVE_INFINITY);
      if (ranAt >= now) return;
      continue;
    }
    const current = state;
    current.running = settleAt(deps, now).finally(() => {
      current.running = null;
    });
    await current.running;
    return;
  }
}

/** Announcements closed per statement at most. */
const CLOSE_BATCH = 200;

/** Publishes and closes what is due now, without the remembered answer (the job queue's work). */
export async function settleNow(deps: AnnouncementDeps): Promise<void> {
  await settleAt(deps, deps.clock.now().getTime());
}

async function settleAt(deps: AnnouncementDeps, nowMs: number): Promise<number> {
  const generation = currentDueGeneration();
  const now = new Date(nowMs);
  const due = await findDueScheduled(deps.db, now);
  for (const { id } of due) await publishScheduled(deps, id);
  // Closed a batch per statement: each closing takes its announcement's offers gate (migration 0013),
  // and a day's deadlines at once would fill PostgreSQL's lock table (closePastDeadline).
  for (;;) {
    const closed = await deps.db.transaction().execute(async (trx) => {
      const rows = await closePastDeadline(trx, now, CLOSE_BATCH);
      for (const { id, submission_deadline } of rows)
        await announcementEvent(trx, 'announcement.closed', id, systemActor, now, {
          submission_deadline: submission_deadline?.toISOString() ?? null,
        });
      return rows.length;
    });
    if (closed > 0) markAnnouncementsChanged();
    if (closed < CLOSE_BATCH) break;
  }
  const next = await nextDueInstant(deps.db);
  const state = dueStateOf(deps.db);
  state.checkedAt = nowMs;
  // Its reads, made after nowMs, saw every change committed before it.
  state.syncedAt = Math.max(state.syncedAt, nowMs);
  state.nextDueAt = next?.getTime() ?? Number.POSITIVE_INFINITY;
  // A change during this settle (even our own publications above) leaves the next call to look again.
  state.generation = generation;
  return nowMs;
}

async function publishScheduled(deps: AnnouncementDeps, id: number) {
  await deps.db.transaction().execute(async (trx) => {
    const now = deps.clock.now();
    const row = await findAnnouncementForUpdate(trx, id);
    if (row?.status !== 'DRAFT' || !row.publication_date || row.publication_date > now) return;
    if (row.draft_version_id === null || row.submission_deadline === null) return;
    // Published by the portal at the date its author chose.
    await publishVersion(trx, now, row, row.draft_version_id, {
      byAdmin: false,
      deadline: row.submission_deadline,
      actor: systemActor,
    });
    // The publication date is the one chosen, not the moment the timer noticed it.
    await updateAnnouncement(trx, id, { publication_date: row.publication_date });
  });
}

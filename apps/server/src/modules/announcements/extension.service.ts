import {
  type DeadlineExtensionInput,
  extensionMessages as X,
} from '@bk/contracts/announcements/deadline-extension';
import { announcementMessages as M } from '@bk/contracts/announcements/limits';
import { publishDateProblems, publishInstants } from '@bk/contracts/announcements/publish';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { conflict } from '../../lib/errors.ts';
import { userActor } from '../events/index.ts';
import { assertAuthor } from './announcements.policy.ts';
import { insertVersion } from './announcements.repository.ts';
import { extensionReads } from './extension-reads.ts';
import { announcementEvent, publishVersion } from './publication.ts';
import { type AnnouncementDeps, loadForChange, refuseOnProblems, storedContentOf } from './save.service.ts';

/**
 * Whether an announcement whose deadline passed may be reopened: the declared failure that touched the
 * deadline, or why not (none did, or someone but a bidder has read an offer already).
 */
async function reopening(
  db: Kysely<DB>,
  id: number,
  deadline: Date,
): Promise<{ outageId: number } | { refusal: string }> {
  const outage = await extensionReads().outageTouching(db, deadline);
  if (!outage) return { refusal: X.closedWithoutOutage };
  if (await extensionReads().offersReadByOthers(db, id)) return { refusal: X.offersRead };
  return { outageId: outage.id };
}

/** Whether its author may extend the deadline now, as the details view offers it (the action checks again). */
export async function mayExtendDeadline(
  db: Kysely<DB>,
  row: { id: number; status: string; submission_deadline: Date | null },
): Promise<boolean> {
  if (row.submission_deadline === null) return false;
  if (row.status === 'PUBLISHED') return true;
  if (row.status !== 'CLOSED') return false;
  return 'outageId' in (await reopening(db, row.id, row.submission_deadline));
}

/**
 * POST /api/announcements/{id}/deadline-extension (issue 50, decision 0053): the author moves the
 * deadline later in one step; a new version repeats the current one with the new deadline and the
 * reason. After the deadline (the announcement closed, or about to be) only when a declared failure of
 * the portal touched the deadline and no one but a bidder has read an offer: the announcement is then
 * published again, its offers sealed again until the new deadline.
 */
export async function extendDeadline(
  deps: AnnouncementDeps,
  userId: number,
  id: number,
  input: DeadlineExtensionInput,
) {
  return deps.db.transaction().execute(async (trx) => {
    const now = deps.clock.now();
    const { row, role } = await loadForChange(trx, id, userId);
    assertAuthor(role);
    const current = row.submission_deadline;
    if ((row.status !== 'PUBLISHED' && row.status !== 'CLOSED') || current === null) {
      throw conflict(M.transitionRefused);
    }
    const published = await storedContentOf(trx, row.published_version_id);
    if (!published) throw conflict(M.transitionRefused);

    let outageId: number | null = null;
    if (current.getTime() <= now.getTime()) {
      const reopen = await reopening(trx, id, current);
      if ('refusal' in reopen) throw conflict(reopen.refusal);
      outageId = reopen.outageId;
    }

    const asked = { publication_date: null, submission_deadline: input.submission_deadline };
    const problems = publishDateProblems(asked, now, published.planned_contract_signing);
    const { deadlineAt } = publishInstants(asked, now);
    // The planned signing cannot change here: its refusal belongs to the only field the action has.
    const deadlineProblems = problems.submission_deadline ?? problems.planned_contract_signing ?? [];
    if (deadlineProblems.length === 0 && deadlineAt.getTime() <= current.getTime())
      deadlineProblems.push(X.notLater);
    refuseOnProblems(deadlineProblems.length > 0 ? { submission_deadline: deadlineProblems } : {});

    const version = await insertVersion(trx, {
      announcement_id: row.id,
      kind: 'draft',
      content: JSON.stringify(published),
      created_at: now,
      created_by: userId,
      change_reason: input.reason,
    });
    const actor = userActor(userId);
    const versionNo = await publishVersion(trx, now, row, version.id, {
      byAdmin: false,
      deadline: deadlineAt,
      actor,
    });
    await announcementEvent(trx, 'announcement.deadline_extended', row.id, actor, now, {
      version_id: version.id,
      previous_deadline: current.toISOString(),
      submission_deadline: deadlineAt.toISOString(),
      reason: input.reason,
      outage_id: outageId,
      reopened: row.status === 'CLOSED',
    });
    return {
      id: row.id,
      status: 'PUBLISHED',
      version_id: version.id,
      version_no: versionNo,
      submission_deadline: deadlineAt.toISOString(),
    };
  });
}

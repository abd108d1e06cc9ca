import { DEAD_LETTERS_LISTED, auditMessages as M } from '@bk/contracts/audit/audit';
import { notFound } from '../../lib/errors.ts';
import { parkedCounts, parkedDeadLetters, retryDeadLetter } from '../events/index.ts';
import { permissionsOf } from '../users/index.ts';
import { assertMayReadLog, assertMayRetryDeadLetter, assertRetryable } from './audit.policy.ts';
import type { AuditDeps } from './audit.service.ts';

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** GET /api/admin/audit/dead-letters: the events consumers parked, newest first (auditLog). */
export async function listDeadLetters(deps: AuditDeps, userId: number) {
  assertMayReadLog(await permissionsOf(deps.db, userId));
  const [rows, counts] = await Promise.all([
    parkedDeadLetters(deps.db, DEAD_LETTERS_LISTED),
    parkedCounts(deps.db),
  ]);
  return {
    dead_letters: rows.map((r) => ({
      id: r.id,
      consumer: r.consumer,
      seq: r.seq,
      event_id: r.event_id,
      event_type: r.event_type,
      object: { kind: r.object_kind, id: r.object_id },
      error: r.error,
      attempts: r.attempts,
      parked_at: new Date(r.parked_at).toISOString(),
      retried_at: iso(r.retried_at),
    })),
    meta: { total: counts.reduce((sum, c) => sum + Number(c.count), 0) },
  };
}

/**
 * POST /api/admin/audit/dead-letters/{id}/retry: the event once more through its consumer (auditLog;
 * 404 unknown, 409 resolved already or its consumer gone). Resolved when the handler succeeds; parked
 * still, with the new error, when it fails again (still 200: the retry itself was done).
 */
export async function retryParkedEvent(
  deps: AuditDeps & { log?: (error: unknown) => void },
  userId: number,
  id: number,
) {
  assertMayRetryDeadLetter(await permissionsOf(deps.db, userId));
  const outcome = await retryDeadLetter(deps.db, id, userId, deps.clock.now(), deps.log);
  if (outcome.kind === 'missing') throw notFound(M.deadLetterMissing);
  if (outcome.kind !== 'done') assertRetryable(outcome.kind);
  const row = outcome.row;
  return {
    resolved: row.resolved_at !== null,
    error: row.resolved_at !== null ? null : row.error,
    attempts: row.attempts,
  };
}

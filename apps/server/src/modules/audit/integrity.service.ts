import { HEADS_LISTED, integrityMessages as M } from '@bk/contracts/audit/integrity';
import { toHex } from '@bk/contracts/audit/transparency/encoding';
import { badRequest, notFound } from '../../lib/errors.ts';
import {
  consistencyProofOf,
  countRejections,
  lastVerification,
  latestHead,
  logKeys,
  publishedHead,
  recentHeads,
  rejectedEvents,
  treeSize,
} from '../events/index.ts';
import { permissionsOf } from '../users/index.ts';
import { assertMayReadLog } from './audit.policy.ts';
import type { AuditDeps } from './audit.service.ts';

// The log's integrity in the audit view and in public (issue 47, decision 0048).

const iso = (value: Date | string) => new Date(value).toISOString();
const keysOf = async (deps: AuditDeps) =>
  (await logKeys(deps.db)).map((k) => ({
    key_id: k.key_id,
    public_key: k.public_key,
    first_used_at: iso(k.first_used_at),
  }));

/** GET /api/audit/heads (public): the signed heads for anyone to keep, and the keys that sign them. */
export async function treeHeads(deps: AuditDeps) {
  const [heads, keys, size] = await Promise.all([
    recentHeads(deps.db, HEADS_LISTED),
    keysOf(deps),
    treeSize(deps.db),
  ]);
  const published = heads.map(publishedHead);
  return { latest: published[0] ?? null, heads: published, keys, tree_size: size };
}

/** GET /api/audit/consistency (public): RFC 9162's proof that the tree of `to` extends the one of `from`. */
export async function consistency(deps: AuditDeps, from: number, to: number) {
  if (from > to) throw badRequest(M.consistencyOrder);
  if (to > (await treeSize(deps.db))) throw notFound(M.consistencyBeyond);
  const proof = await consistencyProofOf(deps.db, from, to);
  return { from, to, proof: proof.map(toHex) };
}

/** GET /api/admin/audit/integrity (auditLog): the latest head, the last verification, the events left out. */
export async function integrity(deps: AuditDeps, userId: number) {
  assertMayReadLog(await permissionsOf(deps.db, userId));
  const [size, head, verification, total, rejected, keys] = await Promise.all([
    treeSize(deps.db),
    latestHead(deps.db),
    lastVerification(deps.db),
    countRejections(deps.db),
    rejectedEvents(deps.db, 100),
    keysOf(deps),
  ]);
  return {
    tree_size: size,
    latest_head: head ? publishedHead(head) : null,
    last_verification: verification
      ? {
          ran_at: iso(verification.ran_at),
          ok: verification.ok,
          size: Number(verification.size),
          message: verification.message,
        }
      : null,
    rejected: {
      total,
      events: rejected.map((r) => ({
        event_id: Number(r.event_id),
        found_at: iso(r.found_at),
        reason: r.reason,
        type: r.type,
        occurred_at: r.occurred_at ? iso(r.occurred_at) : null,
        object: r.object_kind ? { kind: r.object_kind, id: Number(r.object_id) } : null,
      })),
    },
    keys,
  };
}

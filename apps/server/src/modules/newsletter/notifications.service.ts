import { createHash, randomBytes } from 'node:crypto';
import {
  newsletterMessages as M,
  MASTER_NOTIFICATION,
  notificationGroups,
} from '@bk/contracts/newsletter/newsletter';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { notFound } from '../../lib/errors.ts';
import { recordEvent, userActor } from '../events/index.ts';
import type { NewsletterDeps } from './filters.service.ts';
import {
  disableAllFilters,
  insertOptOutToken,
  insertOptOutTokens,
  optOutTokenUsed,
  setNotification,
  useOptOutToken,
  userNotificationSettings,
} from './newsletter.repository.ts';

/** GET /api/notifications: the master switch and every type by group; a switch never set is on. */
export async function notificationSettings(db: Kysely<DB>, userId: number) {
  const rows = await userNotificationSettings(db, userId);
  const enabled = (type: string) => rows.find((r) => r.type === type)?.enabled ?? true;
  return {
    notifications: { enabled: enabled(MASTER_NOTIFICATION) },
    groups: notificationGroups.map((group) => ({
      type: group.type,
      items: group.items.map((item) => ({ type: item.type, enabled: enabled(item.type) })),
    })),
  };
}

/** PUT /api/notifications/{type}: one switch of the user's own settings (NOTIFICATIONS: the master). */
export async function setNotificationType(
  deps: NewsletterDeps,
  userId: number,
  type: string,
  enabled: boolean,
) {
  await deps.db.transaction().execute(async (trx) => {
    const now = deps.clock.now();
    await setNotification(trx, userId, type, enabled, now);
    await recordEvent(trx, {
      type: 'notifications.changed',
      object: { kind: 'user', id: userId },
      actor: userActor(userId),
      at: now,
      payload: { type, enabled },
    });
  });
  return notificationSettings(deps.db, userId);
}

const hashOf = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

/**
 * A new opt-out token of a user (for the link in an e-mail): 32 random bytes, base64url; only its
 * SHA-256 is kept, so the value is known to the e-mail alone.
 */
export async function issueOptOutToken(deps: NewsletterDeps, userId: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await insertOptOutToken(deps.db, userId, hashOf(token), deps.clock.now());
  return token;
}

/** Opt-out tokens for many users at once (one per e-mail of a notification), in the caller's transaction. */
export async function issueOptOutTokens(
  db: Kysely<DB> | Transaction<DB>,
  userIds: readonly number[],
  now: Date,
): Promise<string[]> {
  const tokens = userIds.map(() => randomBytes(32).toString('base64url'));
  for (let i = 0; i < userIds.length; i += 1000)
    await insertOptOutTokens(
      db,
      userIds.slice(i, i + 1000).map((userId, j) => ({ userId, tokenHash: hashOf(tokens[i + j] as string) })),
      now,
    );
  return tokens;
}

/**
 * POST /api/notifications/opt-out/{token}: the token's user gets no newsletter (every filter off) and
 * no notifications (the master switch off). A wrong or used-up token changes nothing (404); with
 * `repeatable` (a mail client's one-click POST, which it may send again) a used-up one answers as the
 * first time, changing nothing.
 */
export async function optOut(deps: NewsletterDeps, token: string, options: { repeatable?: boolean } = {}) {
  return deps.db.transaction().execute(async (trx) => {
    const now = deps.clock.now();
    const used = await useOptOutToken(trx, hashOf(token), now);
    if (!used) {
      if (options.repeatable && (await optOutTokenUsed(trx, hashOf(token)))) return {};
      throw notFound(M.optOutBadToken);
    }
    await disableAllFilters(trx, used.user_id, now);
    await setNotification(trx, used.user_id, MASTER_NOTIFICATION, false, now);
    // By the link of an e-mail, without a login: the token stands for its user.
    await recordEvent(trx, {
      type: 'notifications.opted_out',
      object: { kind: 'user', id: used.user_id },
      actor: { kind: 'anonymous' },
      at: now,
    });
    return {};
  });
}

import { expect } from 'vitest';
import { hashToken } from '../src/modules/auth/auth.service.ts';
import type { EventType } from '../src/modules/events/index.ts';
import type { TestServer } from './test-server.ts';

/**
 * The events each write route of the API records (issue 31): the restart test calls every write route
 * and holds it to this table, so a new write route fails until it records its event. `object`: where
 * the event's object id comes from: the path's id (or the announcement of the path, in the payload),
 * the answer's id, or the user concerned (the caller, or the path's user).
 */
type Expectation = {
  types: EventType[];
  object: 'path' | 'answer' | 'caller' | 'none';
};

const e = (object: Expectation['object'], ...types: EventType[]): Expectation => ({ types, object });

export const writeEvents: Record<string, Expectation> = {
  'POST /api/announcements': e('answer', 'announcement.draft_created'),
  'PUT /api/announcements/{id}': e('path', 'announcement.draft_saved', 'announcement.version_published'),
  'POST /api/announcements/{id}/publish': e(
    'path',
    'announcement.published',
    'announcement.version_published',
    'announcement.publication_scheduled',
  ),
  'DELETE /api/announcements/{id}': e('path', 'announcement.deleted'),
  'POST /api/announcements/{id}/copy': e('answer', 'announcement.copied'),
  'POST /api/announcements/{id}/cancel': e('path', 'announcement.cancelled'),
  'POST /api/announcements/{id}/deadline-extension': e(
    'path',
    'announcement.version_published',
    'announcement.deadline_extended',
  ),
  'POST /api/favorite-announcements/{id}': e('path', 'favorite.added'),
  'DELETE /api/favorite-announcements/{id}': e('path', 'favorite.removed'),
  'DELETE /api/badge/advertisement/{id}': e('path', 'mark.cleared'),
  'PUT /api/admin/announcements/{id}/lock': e('path', 'announcement.locked'),
  'PUT /api/admin/announcements/{id}/unlock': e('path', 'announcement.unlocked'),
  'POST /api/announcements/{id}/resolve': e('path', 'settlement.published', 'announcement.resolved'),
  'PUT /api/announcements/{id}/resolve': e('path', 'settlement.published'),
  'POST /api/offerset': e('answer', 'offer.saved'),
  'PUT /api/offerset/announcement/{id}': e('path', 'offer.saved'),
  'PUT /api/offerset/announcement/{id}/submit': e('path', 'offer.submitted', 'offer.entered'),
  'PUT /api/offerset/external/{id}': e('path', 'offer.entered'),
  'PUT /api/offerset/announcement/{id}/withdraw': e('path', 'offer.withdrawn'),
  'DELETE /api/offerset/announcement/{id}': e('path', 'offer.deleted'),
  'DELETE /api/badge/offerset/{id}': e('path', 'mark.cleared'),
  'POST /api/question': e('answer', 'question.asked'),
  'PUT /api/question/{id}': e('path', 'answer.saved', 'answer.published'),
  'DELETE /api/badge/question/{id}': e('path', 'mark.cleared'),
  'POST /api/files': e('answer', 'file.uploaded'),
  'POST /api/uploads': e('none', 'upload.started'),
  'PATCH /api/uploads/{token}': e('none', 'upload.part_received', 'file.uploaded'),
  'DELETE /api/uploads/{token}': e('none', 'upload.abandoned'),
  'POST /api/admin/outages': e('answer', 'outage.declared'),
  'POST /api/project': e('answer', 'project.created'),
  'DELETE /api/project/{id}': e('path', 'project.deleted'),
  'POST /api/enrollment': e('answer', 'project.created'),
  'DELETE /api/enrollment/{id}': e('path', 'project.deleted'),
  'PUT /api/admin/project/{id}': e('path', 'project.renamed'),
  'PUT /api/admin/enrollment/{id}': e('path', 'project.renamed'),
  'PUT /api/users/language': e('caller', 'user.language_changed'),
  'POST /api/users/economic-subject': e('answer', 'subject.created'),
  'PUT /api/users/economic-subject/{id}': e('path', 'subject.changed'),
  'POST /api/users/contact-persons': e('answer', 'contact_person.created'),
  'PUT /api/users/contact-persons/{id}': e('path', 'contact_person.changed'),
  'DELETE /api/users/contact-persons/{id}': e('path', 'contact_person.deleted'),
  'PUT /api/users/{id}': e('path', 'user.blocked', 'user.unblocked'),
  'POST /api/authentication/logout': e('caller', 'session.ended'),
  'POST /api/admin/audit/dead-letters/{id}/retry': e('path', 'consumer.event_retried'),
  'POST /api/admin/help': e('answer', 'content.created'),
  'PUT /api/admin/help/{id}': e('path', 'content.changed'),
  'DELETE /api/admin/help/{id}': e('path', 'content.deleted'),
  'POST /api/admin/regulations': e('none', 'content.created'),
  'PUT /api/admin/regulations': e('none', 'content.created', 'content.changed'),
  'DELETE /api/admin/regulations': e('answer', 'content.deleted'),
  'POST /api/admin/cookies': e('none', 'content.created'),
  'PUT /api/admin/cookies': e('none', 'content.changed'),
  'PUT /api/admin/general-content/{id}': e('path', 'content.changed'),
  'POST /api/admin/statements': e('answer', 'content.created'),
  'PUT /api/admin/statements/{id}': e('path', 'content.changed'),
  'POST /api/newsletter-filters': e('answer', 'newsletter_filter.created'),
  'PUT /api/newsletter-filters/{id}': e('path', 'newsletter_filter.changed'),
  'PUT /api/newsletter-filters/{id}/enabled': e('path', 'newsletter_filter.changed'),
  'DELETE /api/newsletter-filters/{id}': e('path', 'newsletter_filter.deleted'),
  'PUT /api/notifications/{type}': e('caller', 'notifications.changed'),
  'POST /api/notifications/opt-out/{token}': e('none', 'notifications.opted_out'),
  'POST /api/newsletter-filters/{id}/feed': e('caller', 'feed_token.created'),
  'DELETE /api/newsletter-filters/{id}/feed': e('caller', 'feed_token.revoked'),
  'POST /api/feeds/calendar': e('caller', 'feed_token.created'),
  'DELETE /api/feeds/calendar': e('caller', 'feed_token.revoked'),
};
for (const kind of ['programme', 'priority', 'activity', 'subactivity', 'region', 'institution']) {
  writeEvents[`POST /api/admin/dictionaries_${kind}`] = e('answer', 'level.created');
  writeEvents[`PUT /api/admin/dictionaries_${kind}/{id}`] = e('path', 'level.changed');
  writeEvents[`DELETE /api/admin/dictionaries_${kind}/{id}`] = e('path', 'level.deleted');
}
for (const area of [
  'permissions_users',
  'permissions_content',
  'permissions_dictionary',
  'permissions_ads_projects_enrollments',
]) {
  writeEvents[`POST /api/admin/${area}`] = e('none', 'permission.granted');
  writeEvents[`PUT /api/admin/${area}`] = e('none', 'permission.changed');
  writeEvents[`DELETE /api/admin/${area}`] = e('none', 'permission.removed');
}

/** Routes that change nothing of the portal's data and record no event, and why. */
export const eventlessWrites: Record<string, string> = {
  'POST /api/test/clock': 'test-only (BK_TEST_CLOCK): moves the test clock, no data',
  'POST /api/test/opt-out-token':
    'test-only (BK_TEST_CLOCK): stands in for the e-mail that carries the token',
};

export async function lastEventId(server: TestServer): Promise<number> {
  const row = await server.database.db
    .selectFrom('events')
    .select((eb) => eb.fn.max('id').as('max'))
    .executeTakeFirstOrThrow();
  return Number(row.max ?? 0);
}

async function userOfToken(server: TestServer, token: string | undefined): Promise<number | null> {
  if (!token) return null;
  const row = await server.database.db
    .selectFrom('sessions')
    .select('user_id')
    .where('token_hash', '=', hashToken(token))
    .executeTakeFirst();
  return row?.user_id ?? null;
}

/** The id an answer names (its own id, or the id of the object it returns). */
function answerId(data: unknown): number | null {
  if (data === null || typeof data !== 'object') return null;
  const record = data as Record<string, unknown>;
  if (typeof record.id === 'number') return record.id;
  for (const value of Object.values(record)) {
    const nested = answerId(value);
    if (nested !== null) return nested;
  }
  return null;
}

/**
 * Holds one write to its events: a refused write recorded none; an accepted one recorded only events of
 * its route's types, at least one, each by the caller (anonymous without a token), one of them about
 * the object its route names. Events of the portal itself (closing at a deadline on the way) are left
 * out: they are not the write's.
 */
export async function expectEventsOfWrite(
  server: TestServer,
  key: string,
  call: {
    before: number;
    token?: string;
    params: Record<string, number | string>;
    status: number;
    data: unknown;
  },
) {
  const events = await server.database.db
    .selectFrom('events')
    .selectAll()
    .where('id', '>', call.before)
    .where('actor_kind', '!=', 'system')
    .orderBy('id')
    .execute();
  const seen = events.map((event) => `${event.type} ${event.object_kind}:${event.object_id}`);
  if (call.status >= 400) {
    expect(seen, `${key} was refused and recorded`).toEqual([]);
    return;
  }
  const expected = writeEvents[key];
  expect(expected, `${key} has no expected events: add it to test/event-expectations.ts`).toBeDefined();
  if (!expected) return;
  expect(seen.length, `${key} recorded no event`).toBeGreaterThan(0);
  for (const event of events) expect(expected.types, `${key} recorded ${event.type}`).toContain(event.type);
  const actor = await userOfToken(server, call.token);
  for (const event of events) {
    if (actor === null) expect([key, event.actor_kind]).toEqual([key, 'anonymous']);
    else expect([key, event.actor_kind, event.actor_id]).toEqual([key, 'user', actor]);
  }
  const pathId = typeof call.params.id === 'number' ? call.params.id : null;
  const wanted =
    expected.object === 'path' ? pathId : expected.object === 'answer' ? answerId(call.data) : actor;
  if (expected.object === 'none' || wanted === null) return;
  const about = events.some(
    (event) =>
      event.object_id === wanted ||
      (event.payload as { announcement_id?: number }).announcement_id === wanted,
  );
  expect(about, `${key}: no event about ${wanted} among ${seen.join(', ')}`).toBe(true);
}

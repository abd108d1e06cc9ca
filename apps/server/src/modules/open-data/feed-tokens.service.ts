import { createHash, randomBytes } from 'node:crypto';
import { feedMessages } from '@bk/contracts/open-data/ocds';
import { notFound } from '../../lib/errors.ts';
import { atomFeed, icsCalendar, tagUri } from '../../lib/feed-formats.ts';
import { followedDeadlines, publicChanges } from '../announcements/index.ts';
import { recordEvent, userActor } from '../events/index.ts';
import { latestForFilter } from '../newsletter/index.ts';
import { announcementsOfferedIn } from '../offers/index.ts';
import { deleteToken, type FeedKind, replaceToken, tokenOwner } from './feed-tokens.repository.ts';
import { type OpenDataDeps, openDataSettings } from './open-data.service.ts';

/** A token as the address carries it (32 random bytes), kept as its SHA-256 only. */
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

const addressOf = (kind: FeedKind, token: string) =>
  `${openDataSettings().publicUrl}/api/feeds/${kind === 'filter' ? 'filters' : 'calendar'}/${token}.${kind === 'filter' ? 'atom' : 'ics'}`;

/**
 * Makes the user's secret address of a filter's feed (filterId) or of their calendar (null): a new
 * token replaces the old one, which stops working at once. Refuses another user's filter as unknown.
 */
export async function makeFeedAddress(
  deps: OpenDataDeps,
  userId: number,
  kind: FeedKind,
  filterId: number | null,
): Promise<{ url: string }> {
  if (kind === 'filter' && (await latestForFilter(deps, userId, filterId as number, 1)) === null)
    throw notFound(feedMessages.unknownFilter);
  const token = randomBytes(32).toString('base64url');
  const now = deps.clock.now();
  await deps.db.transaction().execute(async (trx) => {
    await replaceToken(trx, {
      token_hash: hashOf(token),
      user_id: userId,
      kind,
      filter_id: filterId,
      created_at: now,
    });
    await recordEvent(trx, {
      type: 'feed_token.created',
      object: { kind: 'user', id: userId },
      actor: userActor(userId),
      at: now,
      payload: { feed: kind, filter_id: filterId },
    });
  });
  return { url: addressOf(kind, token) };
}

/** Revokes the user's address of a filter's feed or of their calendar; false when there was none. */
export async function revokeFeedAddress(
  deps: OpenDataDeps,
  userId: number,
  kind: FeedKind,
  filterId: number | null,
): Promise<{ revoked: boolean }> {
  const now = deps.clock.now();
  const revoked = await deps.db.transaction().execute(async (trx) => {
    const count = await deleteToken(trx, userId, kind, filterId);
    await recordEvent(trx, {
      type: 'feed_token.revoked',
      object: { kind: 'user', id: userId },
      actor: userActor(userId),
      at: now,
      payload: { feed: kind, filter_id: filterId, existed: count > 0 },
    });
    return count > 0;
  });
  return { revoked };
}

/** GET /api/feeds/filters/{token}.atom: the filter's newest matches, or null for an unknown token. */
export async function filterFeed(deps: OpenDataDeps, token: string): Promise<string | null> {
  const owner = await tokenOwner(deps.db, hashOf(token), 'filter');
  if (!owner || owner.filter_id === null) return null;
  const rows = await latestForFilter(deps, owner.user_id, owner.filter_id);
  if (rows === null) return null;
  const { publicUrl } = openDataSettings();
  const self = addressOf('filter', token);
  const changes = await publicChanges(
    deps.db,
    rows.map((row) => row.id),
  );
  const entries = rows.map((row) => ({
    id: tagUri(publicUrl, `ogloszenie:${row.id}`),
    title: `${row.number ? `${row.number}: ` : ''}${row.title}`,
    link: `${publicUrl}/ogloszenia/${row.id}`,
    updated:
      changes.get(row.id) ?? (row.publication_date ? new Date(row.publication_date) : deps.clock.now()),
    published: row.publication_date ? new Date(row.publication_date) : null,
    author: row.advertiser_name,
    summary: [row.excerpt_source, row.place ? `Miejsce realizacji: ${row.place}` : null]
      .filter(Boolean)
      .join('\n'),
  }));
  return atomFeed({
    id: tagUri(publicUrl, `filtr:${owner.filter_id}`),
    title: 'Baza Konkurencyjności: ogłoszenia mojego filtra',
    subtitle: 'Najnowsze ogłoszenia spełniające kryteria zapisanego filtra newslettera',
    link: `${publicUrl}/newsletter`,
    self,
    // The newest change among the entries; an empty feed was made now.
    updated:
      entries.reduce<Date | null>((max, e) => (max === null || e.updated > max ? e.updated : max), null) ??
      deps.clock.now(),
    entries,
  });
}

/** GET /api/feeds/calendar/{token}.ics: the deadlines of the user's favourites and offers, or null. */
export async function followedCalendar(deps: OpenDataDeps, token: string): Promise<string | null> {
  const owner = await tokenOwner(deps.db, hashOf(token), 'calendar');
  if (!owner) return null;
  const since = new Date(deps.clock.now().getTime() - 7 * 86_400_000);
  const rows = await followedDeadlines(deps.db, owner.user_id, since, announcementsOfferedIn(owner.user_id));
  const { publicUrl } = openDataSettings();
  const host = new URL(publicUrl).host;
  return icsCalendar(
    'Baza Konkurencyjności: moje terminy',
    rows.flatMap((row) =>
      row.submission_deadline && row.number
        ? [
            {
              uid: `termin-${row.id}@${host}`,
              at: row.submission_deadline,
              stamp: row.modified_at ?? row.first_published_at ?? row.submission_deadline,
              summary: `Termin składania ofert: ${row.title || `ogłoszenie nr ${row.number}`}`,
              description: `Ogłoszenie nr ${row.number}\n${publicUrl}/ogloszenia/${row.id}`,
              url: `${publicUrl}/ogloszenia/${row.id}`,
            },
          ]
        : [],
    ),
  );
}

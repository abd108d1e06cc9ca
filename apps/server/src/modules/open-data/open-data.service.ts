import { warsawDate, warsawInstant } from '@bk/contracts/common/warsaw-time';
import { OCDS_PAGE_SIZE, type OcdsReleasesQuery } from '@bk/contracts/open-data/ocds';
import type { Kysely } from 'kysely';
import type { Clock } from '../../db/clock.ts';
import type { DB } from '../../db/schema.ts';
import { announcementForRelease, versionContent } from '../announcements/index.ts';
import { topCategoryCodes } from '../dictionaries/index.ts';
import { type Consumer, headBefore, type LoggedEvent, logKeys, publishedHead } from '../events/index.ts';
import { enqueueJob, type JobHandler } from '../jobs/index.ts';
import { publicSettlementParts } from '../settlement/index.ts';
import {
  type Announcement,
  awardRelease,
  cancellationRelease,
  LOTS_EXTENSION,
  type Release,
  type StoredContent,
  tenderRelease,
} from './ocds-build.ts';
import { compileReleases } from './ocds-merge.ts';
import {
  bulkState,
  insertRelease,
  releasesBefore,
  releasesOf,
  releasesPage,
  releasesUntil,
} from './open-data.repository.ts';

export type OpenDataDeps = { db: Kysely<DB>; clock: Clock };

/** Set at start (app.ts): the portal's address and the OCDS prefix. */
const settings = { publicUrl: 'http://localhost:3000', prefix: 'ocds-xxxxxx' };

export function configureOpenData(options: { publicUrl: string; prefix: string }): void {
  settings.publicUrl = options.publicUrl;
  settings.prefix = options.prefix;
}

export const ocidOf = (number: string) => `${settings.prefix}-${number}`;

export function openDataSettings(): Readonly<typeof settings> {
  return settings;
}

export const RELEASE_QUEUE = 'open-data.release';
const RELEASE_EVENTS = [
  'announcement.published',
  'announcement.version_published',
  'announcement.cancelled',
  'settlement.published',
] as const;

/**
 * The events that make a release put a job each (in the consumer's transaction, so once per event);
 * the job builds the release from what the public sees (the published version, the public settlement)
 * and writes it once (decision 0036).
 */
export const releaseConsumer: Consumer = {
  name: 'open-data',
  types: RELEASE_EVENTS,
  handle: async (trx, event: LoggedEvent) => {
    const at = new Date(event.occurred_at);
    await enqueueJob(
      trx,
      {
        queue: RELEASE_QUEUE,
        key: `event:${event.id}`,
        runAt: at,
        payload: {
          event_id: Number(event.id),
          type: event.type,
          announcement_id: Number(event.object_id),
          at: at.toISOString(),
          version_id: (event.payload as { version_id?: number }).version_id ?? null,
        },
      },
      at,
    );
  },
};

type ReleaseJob = {
  event_id: number;
  type: (typeof RELEASE_EVENTS)[number];
  announcement_id: number;
  at: string;
  version_id: number | null;
};

export const releaseJob: JobHandler = async (job, deps) => {
  const payload = job.payload as ReleaseJob;
  const release = await buildRelease(deps, payload);
  if (!release) return;
  await insertRelease(deps.db, {
    event_id: payload.event_id,
    announcement_id: payload.announcement_id,
    ocid: release.ocid,
    tag: release.tag[0] ?? '',
    released_at: new Date(payload.at),
    release: JSON.stringify(release),
  });
};

/** The release an event makes, or null when there is none to make (a settlement no longer public). */
export async function buildRelease(deps: OpenDataDeps, job: ReleaseJob): Promise<Release | null> {
  const row = await announcementForRelease(deps.db, job.announcement_id);
  if (!row?.number) return null;
  const ocid = ocidOf(row.number);
  const date = new Date(job.at);
  const announcement: Announcement = {
    id: row.id,
    number: row.number,
    publicationAt: row.first_published_at,
    deadline: row.submission_deadline,
  };
  if (job.type === 'announcement.cancelled') {
    const published = row.published_version_id
      ? ((await versionContent(deps.db, row.published_version_id)) as StoredContent | undefined)
      : undefined;
    const partIds = (published?.parts ?? []).map((part) => part.id);
    return cancellationRelease({ ocid, eventId: job.event_id, date, announcement, partIds });
  }
  if (job.type === 'settlement.published') {
    const settled = await publicSettlementParts(deps, job.announcement_id);
    if (!settled) return null;
    const content = (await versionContent(deps.db, settled.versionId)) as StoredContent | undefined;
    return awardRelease({
      ocid,
      eventId: job.event_id,
      date,
      announcement,
      advertiser: content?.advertiser,
      parts: settled.parts,
    });
  }
  if (job.version_id === null) return null;
  const content = (await versionContent(deps.db, job.version_id)) as StoredContent | undefined;
  if (!content) return null;
  const earlier = (await releasesBefore(deps.db, ocid, job.event_id)).map(
    (r) => JSON.parse(r.release) as Release,
  );
  const categoryIds = content.parts.flatMap((p) =>
    p.order_items.flatMap((i) => (i.category_id ? [i.category_id] : [])),
  );
  return tenderRelease({
    ocid,
    eventId: job.event_id,
    date,
    first: job.type === 'announcement.published',
    announcement,
    content,
    categoryCodes: await topCategoryCodes(deps.db, [...new Set(categoryIds)]),
    publicUrl: settings.publicUrl,
    previous: earlier.length > 0 ? compileReleases(ocid, earlier) : null,
  });
}

/** The publisher of every package: the portal, named by its public address (an absolute URI). */
const PUBLISHER = { name: 'Baza Konkurencyjności' };
const LICENSE = 'https://creativecommons.org/licenses/by/4.0/';

function packageHead(uri: string, publishedDate: string) {
  return {
    uri,
    version: '1.1',
    extensions: [LOTS_EXTENSION],
    publishedDate,
    publisher: { ...PUBLISHER, uri: settings.publicUrl },
    license: LICENSE,
    publicationPolicy: `${settings.publicUrl}/otwarte-dane`,
  };
}

/** JSON text of a package whose list (`releases` or `records`) is given as JSON texts, spliced in as they are. */
function packageText(
  head: Record<string, unknown>,
  list: 'releases' | 'records',
  items: string[],
  tail = {},
) {
  const headText = JSON.stringify({ ...head, ...tail });
  return `${headText.slice(0, -1)},"${list}":[${items.join(',')}]}`;
}

/**
 * GET /api/ocds/releases: a release package of up to `limit` releases, newest first; `links.next`
 * names the next page (its cursor), stable however many releases are added meanwhile.
 */
export async function releasePackage(deps: OpenDataDeps, query: OcdsReleasesQuery): Promise<string> {
  const limit = query.limit ?? OCDS_PAGE_SIZE;
  const rows = await releasesPage(deps.db, {
    before: query.cursor ?? null,
    since: query.since ?? null,
    limit,
  });
  const page = rows.slice(0, limit);
  const base = `${settings.publicUrl}/api/ocds/releases`;
  const params = new URLSearchParams();
  if (query.since) params.set('since', query.since.toISOString());
  if (query.limit) params.set('limit', String(query.limit));
  if (query.cursor) params.set('cursor', String(query.cursor));
  const uri = params.size > 0 ? `${base}?${params}` : base;
  const last = page.at(-1);
  const links: Record<string, string> = {};
  if (rows.length > limit && last) {
    const next = new URLSearchParams(params);
    next.set('cursor', String(last.id));
    links.next = `${base}?${next}`;
  }
  const published = page[0]?.released_at ?? deps.clock.now();
  return packageText(
    packageHead(uri, new Date(published).toISOString()),
    'releases',
    page.map((row) => row.release),
    Object.keys(links).length > 0 ? { links } : {},
  );
}

/** GET /api/ocds/records/{ocid}: the record package of one announcement, or null when it has no public release. */
export async function recordPackage(deps: OpenDataDeps, ocid: string): Promise<string | null> {
  const rows = await releasesOf(deps.db, ocid);
  if (rows.length === 0) return null;
  const releases = rows.map((row) => JSON.parse(row.release) as Release);
  const record = { ocid, releases, compiledRelease: compileReleases(ocid, releases) };
  const last = releases.at(-1)?.date ?? deps.clock.now().toISOString();
  return packageText(
    packageHead(`${settings.publicUrl}/api/ocds/records/${encodeURIComponent(ocid)}`, last),
    'records',
    [JSON.stringify(record)],
  );
}

/** The bulk file's end: the start of today, Warsaw time (so the file is the same all day). */
export function bulkUntil(now: Date): Date {
  return warsawInstant(warsawDate(now), '00:00:00');
}

/**
 * Every public release made before `until`, oldest first: the bulk file's lines, a batch of them (each
 * release's JSON text and a line break) at a time.
 */
export async function* bulkLines(deps: OpenDataDeps, until: Date, batch = 5000): AsyncGenerator<string> {
  let after = 0;
  for (;;) {
    const rows = await releasesUntil(deps.db, until, after, batch);
    if (rows.length > 0) yield `${rows.map((row) => row.release).join('\n')}\n`;
    const last = rows.at(-1);
    if (!last || rows.length < batch) return;
    after = last.id;
  }
}

/** The bulk file's address (a release package, gzip). */
export const BULK_PATH = '/api/ocds/bulk.json.gz';

/**
 * The bulk file (issue 44 item 14): one release package (publisher, licence, publication policy,
 * extensions, `publishedDate` the day's start) of every public release made before `until`, oldest
 * first, a release a line, streamed as it is read.
 */
export async function* bulkPackage(deps: OpenDataDeps, until: Date, batch = 5000): AsyncGenerator<string> {
  // The event log's head signed last before the day's start, and its key (decision 0048): the daily file
  // is one more place where the log's heads are kept by others (the package's schema allows the fields).
  const treeHead = await headBefore(deps.db, until);
  const keys = treeHead ? (await logKeys(deps.db)).filter((k) => k.key_id === treeHead.key_id) : [];
  const head = JSON.stringify({
    ...packageHead(`${settings.publicUrl}${BULK_PATH}`, until.toISOString()),
    ...(treeHead
      ? {
          bk_eventLogTreeHead: publishedHead(treeHead),
          bk_eventLogPublicKey: keys[0]?.public_key ?? null,
        }
      : {}),
  });
  yield `${head.slice(0, -1)},"releases":[\n`;
  let first = true;
  for await (const lines of bulkLines(deps, until, batch)) {
    const items = lines.slice(0, -1).split('\n').join(',\n');
    yield first ? items : `,\n${items}`;
    first = false;
  }
  yield '\n]}\n';
}

/** The bulk file's ETag: the day and what it holds (a release hidden or added meanwhile changes it). */
export async function bulkTag(deps: OpenDataDeps, until: Date): Promise<string> {
  const { count, newest } = await bulkState(deps.db, until);
  return `W/"ocds-${until.toISOString().slice(0, 10)}-${count}-${newest}"`;
}

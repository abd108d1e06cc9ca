import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { findVersion } from './announcements.repository.ts';

/** A version as the details view shows it: its data, and its content already as JSON text. */
export type CachedVersion = {
  id: number;
  announcement_id: number;
  kind: string;
  version_no: number | null;
  created_at: Date;
  modified_at: Date | null;
  published_at: Date | null;
  by_admin: boolean;
  change_reason: string | null;
  contentJson: string;
  advertiser: unknown;
};

const MAX_BYTES = 64 * 1024 * 1024;
const databaseIds = new WeakMap<object, number>();
let lastDatabaseId = 0;
const entries = new Map<string, CachedVersion>();
let bytes = 0;

function remember(key: string, version: CachedVersion) {
  entries.set(key, version);
  bytes += version.contentJson.length;
  for (const [oldest, value] of entries) {
    if (bytes <= MAX_BYTES) break;
    entries.delete(oldest);
    bytes -= value.contentJson.length;
  }
}

/**
 * A version for reading (docs/decisions/0013). A published version never changes (a new edit is a
 * new version), so it is kept, newest use last, up to MAX_BYTES of content per process; drafts are
 * always read from the database. Keys carry the database's identity so test databases never mix.
 */
export async function versionForReading(
  db: Kysely<DB>,
  versionId: number,
  /** Inside a transaction: the transaction, which reads a version the cache lacks (db keys the cache). */
  reader: Kysely<DB> | Transaction<DB> = db,
): Promise<CachedVersion | undefined> {
  let databaseId = databaseIds.get(db);
  if (databaseId === undefined) {
    lastDatabaseId += 1;
    databaseId = lastDatabaseId;
    databaseIds.set(db, databaseId);
  }
  const key = `${databaseId}:${versionId}`;
  const cached = entries.get(key);
  if (cached) {
    entries.delete(key);
    entries.set(key, cached);
    return cached;
  }
  const row = await findVersion(reader, versionId);
  if (!row) return undefined;
  const content = row.content as { advertiser?: unknown };
  const version: CachedVersion = {
    id: row.id,
    announcement_id: row.announcement_id,
    kind: row.kind,
    version_no: row.version_no,
    created_at: row.created_at,
    modified_at: row.modified_at,
    published_at: row.published_at,
    by_admin: row.by_admin,
    change_reason: row.change_reason,
    contentJson: JSON.stringify(row.content),
    advertiser: content.advertiser ?? null,
  };
  if (row.kind === 'published' && row.published_at !== null) remember(key, version);
  return version;
}

const parsed = new WeakMap<CachedVersion, unknown>();

/** A version's content as an object (shared between callers: read it, never change it). */
export async function versionContent(
  db: Kysely<DB>,
  versionId: number,
  reader: Kysely<DB> | Transaction<DB> = db,
): Promise<unknown> {
  const version = await versionForReading(db, versionId, reader);
  if (!version) return undefined;
  let content = parsed.get(version);
  if (content === undefined) {
    content = JSON.parse(version.contentJson);
    parsed.set(version, content);
  }
  return content;
}

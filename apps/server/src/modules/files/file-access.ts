import type { Kysely } from 'kysely';
import type { Clock } from '../../db/clock.ts';
import type { DB, StoredFile } from '../../db/schema.ts';
import type { Authenticated } from '../auth/index.ts';

/** What a resolver may use to decide: the database (or the caller's transaction) and the server clock. */
export type FileAccessContext = { db: Kysely<DB>; clock: Clock };

/**
 * Decides whether `auth` (null: anonymous) may download `file`, a file attached to an owner of the
 * kind the resolver was registered for (`file.owner_kind`, `file.owner_id`).
 */
export type FileAccessResolver = (
  file: StoredFile,
  auth: Authenticated | null,
  context: FileAccessContext,
) => Promise<boolean>;

const resolvers = new Map<string, FileAccessResolver>();

/**
 * The hook through which a domain says who may read the files attached to its objects, e.g.
 * `registerFileAccess('announcement', canReadAnnouncementFile)`. Call it once, at module level of
 * the owning domain (a resolver is code, not state: every server process registers the same one).
 * Registering the same resolver again is a no-op; a different one for the same kind is a mistake.
 */
export function registerFileAccess(ownerKind: string, resolver: FileAccessResolver): void {
  const existing = resolvers.get(ownerKind);
  if (existing && existing !== resolver) {
    throw new Error(`A file access resolver for '${ownerKind}' is already registered`);
  }
  resolvers.set(ownerKind, resolver);
}

/**
 * The download policy: a file attached to nothing yet is readable only by its uploader; an attached
 * file is decided by its owner kind's resolver; a kind without a resolver is refused.
 */
export async function canReadFile(
  file: StoredFile,
  auth: Authenticated | null,
  context: FileAccessContext,
): Promise<boolean> {
  if (file.owner_kind === null) return auth !== null && auth.userId === file.uploaded_by;
  const resolver = resolvers.get(file.owner_kind);
  if (!resolver) return false;
  return resolver(file, auth, context);
}

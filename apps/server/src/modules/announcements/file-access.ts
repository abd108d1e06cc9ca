import { sql } from 'kysely';
import { registerFileAccess } from '../files/file-access.ts';
import { roleFor } from './access.ts';
import { findAnnouncement } from './announcements.repository.ts';
import { hiddenStatuses, type Status } from './lifecycle.ts';
import { ANNOUNCEMENT_FILES } from './prepare-content.ts';

/**
 * Who may download an announcement's attachment: anyone, once the file is part of a published
 * version of an announcement that is not hidden; otherwise its author and administrators in scope.
 */
registerFileAccess(ANNOUNCEMENT_FILES, async (file, auth, { db }) => {
  if (file.owner_id === null) return false;
  const announcement = await findAnnouncement(db, file.owner_id);
  if (!announcement) return false;
  if (!hiddenStatuses.includes(announcement.status as Status)) {
    const published = await db
      .selectFrom('announcement_versions')
      .select('id')
      .where('announcement_id', '=', announcement.id)
      .where('kind', '=', 'published')
      .where(sql<boolean>`content->'attachments' @> ${JSON.stringify([{ file_id: file.id }])}::jsonb`)
      .executeTakeFirst();
    if (published) return true;
  }
  const role = await roleFor(db, auth?.userId ?? null, announcement);
  return role.isAuthor || role.canPreviewAsAdmin;
});

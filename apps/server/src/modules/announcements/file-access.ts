import { registerFileAccess } from '../files/index.ts';
import { isHidden, isPrivileged, roleFor } from './announcements.policy.ts';
import { findAnnouncement, findPublishedVersionWithFile } from './announcements.repository.ts';
import { ANNOUNCEMENT_FILES } from './prepare-content.ts';

/**
 * Who may download an announcement's attachment: anyone, once the file is part of a published
 * version of an announcement that is not hidden; otherwise its author and administrators in scope.
 */
registerFileAccess(ANNOUNCEMENT_FILES, async (file, auth, { db }) => {
  if (file.owner_id === null) return false;
  const announcement = await findAnnouncement(db, file.owner_id);
  if (!announcement) return false;
  if (!isHidden(announcement)) {
    const published = await findPublishedVersionWithFile(db, announcement.id, file.id);
    if (published) return true;
  }
  const role = await roleFor(db, auth?.userId ?? null, announcement);
  return isPrivileged(role);
});

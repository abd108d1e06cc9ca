import { IMAGE_SRC, type RichContent } from '@bk/contracts/content/rich-content';
import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { checkAttachable, linkFiles, registerFileAccess } from '../files/index.ts';

/**
 * Pictures in the site's content are files uploaded with context=help. Saving a content attaches the
 * files its pictures name to the site's content (owner kind 'content'): only the saver's own unattached
 * uploads, or pictures already in the site's content, may be used (another file, an offer's
 * attachment for one, is refused with 422). Content pictures are public: the content that shows them
 * is public, and a version waiting for publication holds nothing secret.
 */
export const CONTENT_FILES = 'content';
const SITE = 1;

registerFileAccess(CONTENT_FILES, async () => true);

/** The file ids of the pictures in a content. */
export function imageFileIds(content: RichContent): number[] {
  const ids = new Set<number>();
  for (const entity of Object.values(content.entity_map))
    if (entity.type === 'IMAGE' && IMAGE_SRC.test(entity.data.src))
      ids.add(Number(/\/api\/files\/(\d+)\//.exec(entity.data.src)?.[1]));
  return [...ids];
}

/** Attaches the pictures of `content` to the site's content, in the caller's transaction. */
export async function linkContentImages(trx: Transaction<DB>, content: RichContent, userId: number) {
  const fileIds = imageFileIds(content);
  if (fileIds.length === 0) return;
  const { toLink } = await checkAttachable(trx, {
    fileIds,
    ownerKind: CONTENT_FILES,
    ownerId: SITE,
    userId,
  });
  await linkFiles(trx, { ids: toLink, ownerKind: CONTENT_FILES, ownerId: SITE, userId });
}

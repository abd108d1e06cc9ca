import { z } from 'zod';
import { attachmentTextSchema } from '../search/attachment-texts.ts';
import { announcementMetaSchema } from './list.ts';
import { advertiserSchema, storedContentSchema } from './stored.ts';

export { detailsMessages } from './details-messages.ts';

export const viewedVersionSchema = z.object({
  id: z.number(),
  kind: z.enum(['draft', 'published']),
  version_no: z.number().nullable(),
  published_at: z.string().nullable(),
  modified_at: z.string().nullable(),
  by_admin: z.boolean(),
  is_current: z.boolean(),
  /** Why the version was made, when the deadline-extension action made it (decision 0053). */
  change_reason: z.string().nullable(),
  content: storedContentSchema,
});

/** GET /api/announcements/{id} (current), /{id}/draft and /{id}/versions/{versionId}. */
export const announcementViewSchema = z.object({
  advertisement: announcementMetaSchema.extend({
    /** The viewer may see it as an administrator (lock panel). */
    admin_view: z.boolean(),
    can_favorite: z.boolean(),
    /** The viewer may download its procedure file (decision 0047): ended, and its author or controller. */
    can_download_procedure_file: z.boolean(),
    /**
     * The viewer, its author, may extend the deadline (decision 0053): while it takes offers, or once
     * closed when a declared failure of the portal touched the deadline and no offer was read.
     */
    can_extend_deadline: z.boolean(),
    favorite: z.boolean(),
    badge: z.boolean(),
    first_published_at: z.string().nullable(),
    last_change_at: z.string().nullable(),
    owner: z.object({ id: z.number() }),
    all_available_version_ids: z.array(z.number()),
  }),
  version: viewedVersionSchema,
  /** The advertiser data shown: as published, or the author's current data for a draft. */
  advertiser: advertiserSchema.nullable(),
  offer_set_badge_count: z.number(),
  question_badge_count: z.number(),
  /**
   * Whether each attachment's text is searched, or why not (issue 49), by file id: the files of the
   * announcement's published versions (none for a draft).
   */
  attachment_texts: z.array(attachmentTextSchema),
});

export const versionListSchema = z.object({
  drafts: z.array(z.object({ id: z.number(), created_at: z.string(), modified_at: z.string().nullable() })),
  published: z.array(
    z.object({
      id: z.number(),
      version_no: z.number(),
      published_at: z.string(),
      by_admin: z.boolean(),
      current: z.boolean(),
      change_reason: z.string().nullable(),
    }),
  ),
});

/** GET /api/admin/permissions_ads_projects_enrollments/ad/{id}: what the viewer may do as an administrator. */
export const announcementPermissionsSchema = z.object({
  advertisement_administration: z.object({
    search_n_preview_data: z.boolean(),
    edit_data: z.boolean(),
    blocking: z.boolean(),
  }),
  projects_enrollments_administration: z.object({ search_n_preview_data: z.boolean() }),
  users_and_permissions_preview_list_users: z.boolean(),
});

/**
 * The announcement page's data with client names: the contract's wire shapes (announcementViewSchema,
 * versionListSchema and announcementPermissionsSchema in packages/contracts/src/announcements/details.ts)
 * renamed by `Polish` the way `toPolish` renames the answer (docs/name-mapping.md). Nothing is copied
 * by hand: a field the contract gains or loses is gained or lost here.
 */
import type {
  announcementPermissionsSchema,
  announcementViewSchema,
  versionListSchema,
} from '@bk/contracts/announcements/details';
import type { z } from 'zod';
import type { Polish } from '../../lib/polish.ts';

export type AnnouncementView = Polish<z.output<typeof announcementViewSchema>>;
export type AnnouncementInfo = AnnouncementView['ogloszenie'];
export type Status = AnnouncementInfo['status'];
export type ViewedVersion = AnnouncementView['version'];
export type Content = ViewedVersion['tresc'];
export type Part = Content['zamowienia'][number];
export type Item = Part['przedmiotyZamowienia'][number];
export type Place = Item['miejscaRealizacji'][number];
export type Attachment = Content['zalaczniki'][number];
export type Advertiser = NonNullable<AnnouncementView['advertiser']>;

/** Which view of the announcement the page shows (spec 1 section 2). */
export type ViewMode = { kind: 'current' } | { kind: 'draft' } | { kind: 'version'; versionId: number };

export type VersionList = Polish<z.output<typeof versionListSchema>>;

export type AdminPermissions = Polish<z.output<typeof announcementPermissionsSchema>>;

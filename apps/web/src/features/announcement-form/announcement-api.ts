import type { announcementMetaSchema } from '@bk/contracts/announcements/list';
import type { storedContentSchema } from '@bk/contracts/announcements/stored';
import type { formDictionariesSchema } from '@bk/contracts/dictionaries/form';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../lib/api.ts';
import type { Polish } from '../../lib/polish.ts';
import type { AnnouncementBody } from './form-state.ts';

/**
 * What the form reads, with client names: storedContentSchema, announcementMetaSchema and
 * formDictionariesSchema of packages/contracts renamed by `Polish` as `toPolish` renames them.
 */
export type FormDictionaries = Polish<z.output<typeof formDictionariesSchema>>;
export type Category = FormDictionaries['orderItemCategories'][number];
export type ProjectChoice = FormDictionaries['projects'][number];
export type ContactPerson = FormDictionaries['osobyDoKontaktu'][number];

export type StoredContent = Polish<z.output<typeof storedContentSchema>>;
export type StoredPart = StoredContent['zamowienia'][number];
export type StoredItem = StoredPart['przedmiotyZamowienia'][number];
export type StoredPlace = StoredItem['miejscaRealizacji'][number];
export type Advertiser = NonNullable<StoredContent['advertiser']>;
export type AnnouncementMeta = Polish<z.output<typeof announcementMetaSchema>>;

/** The owner's lists, given to an administrator editing another user's announcement. */
export type OwnerChoices = Pick<FormDictionaries, 'projects' | 'enrollmentNumbers' | 'osobyDoKontaktu'>;

export type CompactAnnouncement = {
  ogloszenie: AnnouncementMeta;
  version: { id: number; kind: string; versionNo: number | null; tresc: StoredContent };
  ownerChoices: OwnerChoices | null;
};

/** The body of POST /api/announcements/{id}/publish with client names (publishSchema). */
export type PublishBody = { id: number; dataOpublikowania: string | null; terminOfert: string };
export type PublishAnswer = { id: number; status: string; scheduled: boolean };

export const announcementFormKey = ['announcement-form'] as const;

export function useFormDictionaries(userId: number | null) {
  return useQuery({
    queryKey: [...announcementFormKey, 'dictionaries', userId],
    staleTime: 60_000,
    queryFn: ({ signal }) => api<FormDictionaries>('/api/dictionaries', { signal }),
  });
}

export function useAnnouncementForEdit(id: number | null) {
  return useQuery({
    queryKey: [...announcementFormKey, 'announcement', id],
    enabled: id !== null,
    retry: false,
    queryFn: ({ signal }) => api<CompactAnnouncement>(`/api/announcements/${id}/compact`, { signal }),
  });
}

export function createAnnouncement(body: AnnouncementBody) {
  return api<{ id: number }>('/api/announcements', { method: 'POST', body: { announcement: body } });
}

/** Saves the draft (or the draft copy of a published one); `publish` gives a published one a new version. */
export function saveAnnouncement(id: number, body: AnnouncementBody, mode: 'draft' | 'publish') {
  return api<{ id: number }>(`/api/announcements/${id}`, {
    method: 'PUT',
    query: { mode },
    body: { announcement: body },
  });
}

export function publishAnnouncement(body: PublishBody) {
  return api<PublishAnswer>(`/api/announcements/${body.id}/publish`, { method: 'POST', body });
}

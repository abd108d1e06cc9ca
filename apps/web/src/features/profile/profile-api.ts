import type { profileSchema } from '@bk/contracts/users/profile';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { SubjectBody } from '../../components/subject/subject-api.ts';
import { api } from '../../lib/api.ts';
import type { Polish } from '../../lib/polish.ts';

/** The profile with client names: profileSchema's user renamed as `toPolish` renames it (spec 3 section 3). */
export type Profile = Polish<z.output<typeof profileSchema>>['user'];
/** The economic subject (GET /api/users/0). */
export type Subject = NonNullable<Profile['danePodmiotu']>;
export type ContactPerson = Profile['osobyDoKontaktu'][number];

export type PersonBody = { imie: string; nazwisko: string; numerTelefonu: string; email: string };

export const profileKey = ['profile', 'me'] as const;

export function useProfile() {
  return useQuery({
    queryKey: profileKey,
    queryFn: ({ signal }) => api<{ user: Profile }>('/api/users/0', { signal }).then((answer) => answer.user),
  });
}

export function saveSubject(id: number | null, body: SubjectBody) {
  return api<{ danePodmiotu: { id: number } }>(
    id === null ? '/api/users/economic-subject' : `/api/users/economic-subject/${id}`,
    { method: id === null ? 'POST' : 'PUT', body },
  );
}

export function savePerson(id: number | null, body: PersonBody) {
  return api<{ contactPerson: { id: number } }>(
    id === null ? '/api/users/contact-persons' : `/api/users/contact-persons/${id}`,
    { method: id === null ? 'POST' : 'PUT', body },
  );
}

export function deletePerson(id: number) {
  return api<unknown>(`/api/users/contact-persons/${id}`, { method: 'DELETE' });
}

import type { AddressKind, IdentificationType, profileSchema } from '@bk/contracts/users/profile';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../lib/api.ts';
import type { Polish } from '../../lib/polish.ts';

/** The profile with client names: profileSchema's user renamed as `toPolish` renames it (spec 3 section 3). */
export type Profile = Polish<z.output<typeof profileSchema>>['user'];
/** The economic subject (GET /api/users/0). */
export type Subject = NonNullable<Profile['danePodmiotu']>;
export type ContactPerson = Profile['osobyDoKontaktu'][number];

/** The body of a subject save, with client names (api() maps them to economicSubjectInputSchema). */
export type SubjectBody = {
  nazwa: string;
  rodzajAdresu: AddressKind;
  typNumeruIdentyfikacyjnego: IdentificationType;
  numerIdentyfikacyjny: string;
  adres: {
    kraj: string;
    localityId: string | null;
    miejscowosc: string;
    kodPocztowy: string;
    ulica: string;
    numerDomu: string;
  };
};

export type PersonBody = { imie: string; nazwisko: string; numerTelefonu: string; email: string };

export type Country = { kod: string; nazwa: string };

export const profileKey = ['profile', 'me'] as const;

export function useProfile() {
  return useQuery({
    queryKey: profileKey,
    queryFn: ({ signal }) => api<{ user: Profile }>('/api/users/0', { signal }).then((answer) => answer.user),
  });
}

/** The 246 countries of the form dictionaries (GET /api/dictionaries), in Polish alphabetical order. */
export function useCountries() {
  return useQuery({
    queryKey: ['form-dictionaries', 'countries'],
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: async ({ signal }) => {
      const answer = await api<{ countries: Country[] }>('/api/dictionaries', { signal });
      const collator = new Intl.Collator('pl');
      return [...answer.countries].sort((a, b) => collator.compare(a.nazwa, b.nazwa));
    },
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

import { useQuery } from '@tanstack/react-query';
import type { ProfileData } from '../../components/profile-data/profile-data.ts';
import { api } from '../../lib/api.ts';

export const profileKey = ['profile', 'me'] as const;

/** The signed-in user's profile (GET /api/users/0), with client names (spec 3 section 3). */
export function useProfile() {
  return useQuery({
    queryKey: profileKey,
    queryFn: ({ signal }) =>
      api<{ user: ProfileData }>('/api/users/0', { signal }).then((answer) => answer.user),
  });
}

/** PUT /api/users/language: the language of the signed-in user's e-mails (issue 51). */
export function saveLanguage(language: 'pl' | 'en') {
  return api<{ language: 'pl' | 'en' }>('/api/users/language', { method: 'PUT', body: { language } });
}

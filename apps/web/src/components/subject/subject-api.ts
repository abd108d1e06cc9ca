import type { AddressKind, IdentificationType } from '@bk/contracts/users/profile';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';

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

export type Country = { kod: string; nazwa: string };

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

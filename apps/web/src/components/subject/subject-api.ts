import type { AddressKind, IdentificationType } from '@bk/contracts/users/profile';
import { useLingui } from '@lingui/react';
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

/**
 * The 246 countries of the form dictionaries (GET /api/dictionaries), named and in alphabetical order
 * in the page's language (issue 51: English names on English pages).
 */
export function useCountries() {
  const { i18n } = useLingui();
  const locale = i18n.locale === 'en' ? 'en' : 'pl';
  return useQuery({
    queryKey: ['form-dictionaries', 'countries', locale],
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: async ({ signal }) => {
      const answer = await api<{ countries: (Country & { nameEn: string })[] }>('/api/dictionaries', {
        signal,
      });
      const named = answer.countries.map((c) => ({
        kod: c.kod,
        nazwa: locale === 'en' ? c.nameEn : c.nazwa,
      }));
      const collator = new Intl.Collator(locale);
      return named.sort((a, b) => collator.compare(a.nazwa, b.nazwa));
    },
  });
}

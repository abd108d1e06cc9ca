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

/** The countries' list named and ordered in a language (one query per language). */
function countriesQuery(locale: 'pl' | 'en') {
  return {
    queryKey: ['form-dictionaries', 'countries', locale],
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: async ({ signal }: { signal: AbortSignal }) => {
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
  };
}

/**
 * The 246 countries of the form dictionaries (GET /api/dictionaries), named and in alphabetical order
 * in the page's language (issue 51: English names on English pages).
 */
export function useCountries() {
  const { i18n } = useLingui();
  return useQuery(countriesQuery(i18n.locale === 'en' ? 'en' : 'pl'));
}

/**
 * A country's name in the page's language: the Polish name the server sent on Polish pages, the
 * reference data's English name on English ones (from the countries' list, loaded once).
 */
export function useCountryName(
  code: string | null | undefined,
  polishName: string | null | undefined,
): string {
  const { i18n } = useLingui();
  const english = i18n.locale === 'en';
  const countries = useQuery({ ...countriesQuery('en'), enabled: english && Boolean(code) });
  const fallback = polishName ?? code ?? '';
  if (!english) return fallback;
  return countries.data?.find((c) => c.kod === code)?.nazwa ?? fallback;
}

import type { profileSchema } from '@bk/contracts/users/profile';
import type { QueryKey } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Polish } from '../../lib/polish.ts';

/**
 * A user's profile with client names: profileSchema's user renamed as `toPolish` renames it (spec 3
 * section 3). GET /api/users/0 answers one's own, GET /api/users/{id} another user's.
 */
export type ProfileData = Polish<z.output<typeof profileSchema>>['user'];
/** The economic subject. */
export type Subject = NonNullable<ProfileData['danePodmiotu']>;
export type ContactPerson = ProfileData['osobyDoKontaktu'][number];

/**
 * Whose subject and contact persons the boxes show and change: one's own (`userId` null, the profile)
 * or another user's (the user administration), and the query holding them, invalidated after a write.
 */
export type ProfileDataOwner = { userId: number | null; queryKey: QueryKey };

export type PersonBody = { imie: string; nazwisko: string; numerTelefonu: string; email: string };

/**
 * The address of a write of the subject or the contact persons: one's own (`userId` null) as it is,
 * another user's (spec 3 section 2.3) with `?user={userId}`.
 */
export function profileDataPath(path: string, userId: number | null): string {
  return userId === null ? path : `${path}?user=${userId}`;
}

/** The subject's address as the profile shows it: street, postcode and locality, the region, the country. */
export function subjectAddressLines(subject: Subject, countryName?: string): string[] {
  const { adres } = subject;
  const street = [adres.ulica, adres.numerDomu].filter(Boolean).join(' ');
  const lines = [street, `${adres.kodPocztowy} ${adres.miejscowosc}`.trim()];
  if (subject.rodzajAdresu === 'poland' && adres.gmina)
    lines.push(`gm. ${adres.gmina}, pow. ${adres.powiat ?? ''}, woj. ${adres.wojewodztwo ?? ''}`);
  lines.push(countryName ?? adres.countryName);
  return lines.filter(Boolean);
}

import { z } from 'zod';
import { queryInt } from '../common/input.ts';

/**
 * Open data (issue 36, decision 0036): the OCDS 1.1 releases of the public announcements.
 * GET /api/ocds/releases (a release package, newest first, paged by `cursor`, from `since`),
 * GET /api/ocds/records/{ocid} (a record package: every release of the announcement and its compiled
 * release) and GET /api/ocds/bulk.jsonl.gz (every release until the end of yesterday, one a line).
 */
export const OCDS_PAGE_SIZE = 100;
export const OCDS_MAX_PAGE_SIZE = 500;

export const ocdsMessages = {
  since: 'Podaj datę i godzinę w formacie ISO 8601, np. 2026-11-01T00:00:00Z.',
  notFound: 'Nie znaleziono procesu o tym identyfikatorze (ocid).',
  noDeadline: 'To ogłoszenie nie ma jeszcze terminu składania ofert.',
  tooMany: (seconds: number) => `Zbyt wiele zapytań z tego adresu. Spróbuj ponownie za ${seconds} s.`,
} as const;

export const ocdsReleasesQuerySchema = z.object({
  /** Releases made at or after this moment only. */
  since: z
    .string()
    .max(40)
    .refine(
      (v) => /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(v) && !Number.isNaN(Date.parse(v)),
      ocdsMessages.since,
    )
    .transform((v) => new Date(v))
    .optional(),
  /** The `links.next` of the previous page: the releases older than it. */
  cursor: queryInt(z.number().min(1).max(Number.MAX_SAFE_INTEGER)).optional(),
  limit: queryInt(z.number().min(1).max(OCDS_MAX_PAGE_SIZE)).optional(),
});
export type OcdsReleasesQuery = z.output<typeof ocdsReleasesQuerySchema>;

export const ocidParams = z.object({
  ocid: z
    .string()
    .min(1)
    .max(120)
    .regex(/^[A-Za-z0-9-]+$/),
});

/** A package as the endpoints answer it (OCDS release or record package; validated by the official schema in tests). */
export const ocdsPackageSchema = z
  .object({
    uri: z.string(),
    version: z.literal('1.1'),
    publishedDate: z.string(),
    // `uri` is the portal's public address (a URI; the OCDS schema says so too).
    publisher: z.object({ name: z.string(), uri: z.url().optional() }).passthrough(),
  })
  .passthrough();

/**
 * Private feeds (decision 0036): POST /api/newsletter-filters/{id}/feed and POST /api/feeds/calendar
 * make (or make anew, revoking the old) the secret address of a filter's Atom feed or of the user's
 * calendar of deadlines; DELETE revokes it.
 */
export const feedAddressSchema = z.object({ url: z.string() });
export const feedRevokedSchema = z.object({ revoked: z.boolean() });
export const feedMessages = {
  unknownFeed: 'Nie znaleziono kanału. Adres mógł zostać unieważniony.',
  unknownFilter: 'Nie znaleziono filtra.',
} as const;
export const feedTokenParams = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{43}$/) });

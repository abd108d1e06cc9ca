import { z } from 'zod';

/** Settings the web app needs from the server's configuration (GET /api/settings/public). */
export const publicSettingsSchema = z.object({
  /** The old portal's search: 'Przeszukaj starą Bazę Konkurencyjności' posts the filters there. */
  archive_search_url: z.string(),
  /** The home page's support block (spec 1 section 2): a mailbox per call/project code prefix. */
  support: z.object({
    prefixes: z.array(z.object({ prefix: z.string(), email: z.string() })),
    generic_email: z.string(),
    bidders_email: z.string(),
  }),
});
export type PublicSettings = z.infer<typeof publicSettingsSchema>;

/** The mailbox for a call or project number: the longest configured prefix it starts with, else the generic one. */
export function mailboxFor(
  code: string,
  support: { prefixes: { prefix: string; email: string }[]; genericEmail: string },
) {
  const normalised = code.trim().toUpperCase();
  const match = support.prefixes
    .filter((p) => normalised.startsWith(p.prefix.toUpperCase()))
    .sort((a, b) => b.prefix.length - a.prefix.length)[0];
  return match?.email ?? support.genericEmail;
}

export { archiveStatusNames } from './archive-statuses.ts';

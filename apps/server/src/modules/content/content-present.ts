import type { RichContent } from '@bk/contracts/content/rich-content';

/** The audit fields every content answer carries (spec 3 section 3 'audit data'). */
export function auditOf(row: {
  created_at: Date | null;
  modified_at: Date | null;
  created_by_name: { forename: string; surname: string } | null;
  modified_by_name: { forename: string; surname: string } | null;
}) {
  return {
    created_at: row.created_at ? row.created_at.toISOString() : null,
    modified_at: row.modified_at ? row.modified_at.toISOString() : null,
    created_by: row.created_by_name,
    modified_by: row.modified_by_name,
  };
}

/** Stored rich content as it goes out (already checked on the way in). */
export const richOf = (content: unknown) => content as RichContent;

/** A dated content (the terms, the cookie notice) as it goes out: its text, date and audit data. */
export function datedContentOf(
  row: { content: unknown; publication_date: Date } & Parameters<typeof auditOf>[0],
) {
  return {
    content: richOf(row.content),
    publication_date: row.publication_date.toISOString(),
    ...auditOf(row),
  };
}

import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

/**
 * What the deadline-extension rule reads of modules that import the announcements (decision 0053): the
 * declared failures (availability) and the reads of the offers (offers). Those modules import
 * announcements, so announcements cannot import them: the app hands their functions in (app.ts).
 */
export type ExtensionReads = {
  /** The declared failure within which the deadline fell, or in the hour after it. */
  outageTouching: (
    db: Kysely<DB>,
    deadline: Date,
  ) => Promise<{ id: number; started_at: Date; ended_at: Date; description: string } | undefined>;
  /** Whether anyone but a bidder has read an offer of the announcement. */
  offersReadByOthers: (db: Kysely<DB>, announcementId: number) => Promise<boolean>;
};

let reads: ExtensionReads | null = null;

export function registerExtensionReads(given: ExtensionReads) {
  reads = given;
}

export function extensionReads(): ExtensionReads {
  if (reads === null)
    throw new Error('announcements: the deadline-extension reads are not registered (app.ts)');
  return reads;
}

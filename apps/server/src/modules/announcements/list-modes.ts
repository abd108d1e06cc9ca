import type { newsletterQuerySchema, newsletterResultSchema } from '@bk/contracts/newsletter/newsletter';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Clock } from '../../db/clock.ts';
import type { DB } from '../../db/schema.ts';

/**
 * The lists GET /api/announcements answers by `mode` that other modules compute (the newsletter's day
 * of results): they register here when loaded, so this module does not import them (decision 0030).
 */
type NewsletterMode = (
  deps: { db: Kysely<DB>; clock: Clock },
  userId: number,
  query: z.output<typeof newsletterQuerySchema>,
) => Promise<z.input<typeof newsletterResultSchema>>;

let newsletterMode: NewsletterMode | null = null;

export function registerNewsletterMode(mode: NewsletterMode): void {
  newsletterMode = mode;
}

export function newsletterList(...args: Parameters<NewsletterMode>) {
  if (!newsletterMode) throw new Error('the newsletter module is not loaded');
  return newsletterMode(...args);
}

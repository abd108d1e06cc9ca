import type { searchFiltersSchema } from '@bk/contracts/dictionaries/form';
import type {
  FilterInput,
  favoritesResultSchema,
  newsletterFilterSchema,
  newsletterResultSchema,
  notificationSettingsSchema,
} from '@bk/contracts/newsletter/newsletter';
import type { z } from 'zod';
import type { Polish } from '../../lib/polish.ts';

/**
 * The newsletter page's data with client names: the contract's zod types renamed as `toPolish`
 * renames the answers (category_id -> kategoria, places -> miejscaRealizacji, advertisements ->
 * ogloszenia, type -> typ, ...). Type-only: the page builds no schema.
 */
export type NewsletterFilter = Polish<z.output<typeof newsletterFilterSchema>>;
/** The body of POST /api/newsletter-filters and PUT /api/newsletter-filters/{id} (client names). */
export type NewsletterFilterBody = Polish<FilterInput>;

export type NewsletterResults = Polish<z.output<typeof newsletterResultSchema>>;
export type NewsletterResultItem = NewsletterResults['ogloszenia'][number];

export type FavoritesResults = Polish<z.output<typeof favoritesResultSchema>>;
export type FavoriteListItem = FavoritesResults['ogloszenia'][number];

export type NotificationSettings = Polish<z.output<typeof notificationSettingsSchema>>;

/** GET /api/dictionaries/search-filters: categories with subcategories, programmes, voivodeships. */
export type FilterDictionaries = Polish<z.output<typeof searchFiltersSchema>>;

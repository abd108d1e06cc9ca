import { z } from 'zod';
import { queryInt } from '../common/input.ts';

/** CPV search rules of the client (spec 1 section 5): 5+ characters, or 3-4 letters (Latin, Polish, spaces). */
export function isCpvSearchKeyUsable(key: string): boolean {
  const trimmed = key.trim();
  if (trimmed.length >= 5) return true;
  return trimmed.length >= 3 && /^[A-Za-zĄĆĘŁŃÓŚŹŻąćęłńóśźż ]+$/.test(trimmed);
}

/** Locality search: at least 3 letters (spec 3 section 5.1). */
export function isLocalitySearchKeyUsable(key: string): boolean {
  return key.trim().replace(/[^\p{L}]/gu, '').length >= 3;
}

export const SEARCH_DEBOUNCE_MS = 500;
export const CPV_PAGE_SIZE = 20;
export const LOCALITY_PAGE_SIZE = 20;

export const cpvCodeSchema = z.object({ id: z.number().int(), code: z.string(), name: z.string() });
export type CpvCode = z.infer<typeof cpvCodeSchema>;

export const cpvSearchQuerySchema = z.object({
  search_key: z.string().trim().min(1).max(200),
  request_id: z.string().max(100).optional(),
  page: queryInt(z.number().min(1).max(10_000)).default(1),
});

export const cpvSearchResultSchema = z.object({
  cpv_codes: z.array(cpvCodeSchema),
  request_id: z.string().nullable(),
  meta: z.object({ page: z.number(), last_page: z.number(), total: z.number() }),
});

export const localitySchema = z.object({
  id: z.string(),
  locality: z.string(),
  voivodeship: z.string(),
  poviat: z.string(),
  commune: z.string(),
  kind: z.string(),
  parent_name: z.string().nullable(),
});
export type Locality = z.infer<typeof localitySchema>;

export const localitySearchQuerySchema = z.object({
  locality_search_key: z.string().trim().min(1).max(100),
  request_id: z.string().max(100).optional(),
  page: queryInt(z.number().min(1).max(10_000)).default(1),
});

export const localitySearchResultSchema = z.object({
  teryt_items: z.array(localitySchema),
  request_id: z.string().nullable(),
  meta: z.object({ page: z.number(), last_page: z.number(), total: z.number() }),
});

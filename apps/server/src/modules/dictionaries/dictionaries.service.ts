import { foldText } from '@bk/contracts/common/fold';
import { CPV_PAGE_SIZE, LOCALITY_PAGE_SIZE } from '@bk/contracts/dictionaries/search';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { searchCpv, searchLocalities } from './dictionaries.repository.ts';

function pageMeta(page: number, size: number, total: number) {
  return { page, last_page: Math.max(1, Math.ceil(total / size)), total };
}

/**
 * CPV search: digits match code prefixes ('45000000', '45-2'), words match the starts of words of the
 * Polish name, diacritics-insensitive ('roboty budowl' finds 45000000-7 'Roboty budowlane').
 */
export async function findCpvCodes(
  db: Kysely<DB>,
  searchKey: string,
  page: number,
  requestId: string | null,
) {
  const tokens = foldText(searchKey)
    .split(' ')
    .map((t) => t.replace(/[^a-z0-9-]/g, ''))
    .filter(Boolean);
  const digitTokens = tokens.filter((t) => /^[0-9-]+$/.test(t)).map((t) => t.replace(/-/g, ''));
  const wordTokens = tokens.filter((t) => !/^[0-9-]+$/.test(t)).map((t) => t.replace(/-/g, ''));
  if (digitTokens.length === 0 && wordTokens.length === 0) {
    return { cpv_codes: [], request_id: requestId, meta: pageMeta(page, CPV_PAGE_SIZE, 0) };
  }
  const rows = await searchCpv(db, {
    digitTokens: digitTokens.filter(Boolean),
    wordTokens,
    limit: CPV_PAGE_SIZE,
    offset: (page - 1) * CPV_PAGE_SIZE,
  });
  const total = Number(rows[0]?.total ?? 0);
  return {
    cpv_codes: rows.map((r) => ({ id: r.id, code: r.code, name: r.name })),
    request_id: requestId,
    meta: pageMeta(page, CPV_PAGE_SIZE, total),
  };
}

/** Locality search: the folded key is a prefix of the folded locality name ('lodz' finds 'Łódź'). */
export async function findLocalities(
  db: Kysely<DB>,
  searchKey: string,
  page: number,
  requestId: string | null,
) {
  const prefix = foldText(searchKey).replace(/[%_\\]/g, '');
  const rows = await searchLocalities(db, {
    prefix,
    limit: LOCALITY_PAGE_SIZE,
    offset: (page - 1) * LOCALITY_PAGE_SIZE,
  });
  const total = Number(rows[0]?.total ?? 0);
  return {
    teryt_items: rows.map((r) => ({
      id: r.sym,
      locality: r.name,
      voivodeship: r.voivodeship,
      poviat: r.poviat,
      commune: r.commune,
      kind: r.kind,
      parent_name: r.parent_name,
    })),
    request_id: requestId,
    meta: pageMeta(page, LOCALITY_PAGE_SIZE, total),
  };
}

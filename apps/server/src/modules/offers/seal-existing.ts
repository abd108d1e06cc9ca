import type { JobHandler } from '../jobs/index.ts';
import { isSealed, sealJson } from '../keys/index.ts';
import { plainOfferSets, sealOfferSetIfUnchanged } from './offers.repository.ts';

/**
 * The offers written before sealing existed (migration 0034 puts this job once; decision 0038): each
 * bidder's offer set still plain is sealed in place, unless it changed meanwhile (then its own write
 * sealed it). PostgreSQL keeps the old row versions until VACUUM reuses their space: after this job,
 * VACUUM FULL offer_sets removes them from the files at once.
 */
export const sealExistingOffers: JobHandler = async (_job, deps) => {
  let after = 0;
  for (;;) {
    const rows = await plainOfferSets(deps.db, after, 200);
    if (rows.length === 0) return;
    for (const row of rows) {
      const place = (column: string) => ({
        announcementId: row.announcement_id,
        offerSetId: row.id,
        column,
      });
      await sealOfferSetIfUnchanged(deps.db, {
        id: row.id,
        row_version: row.row_version,
        content: await sealJson(deps.db, JSON.stringify(row.content), place('content')),
        economic_subject:
          row.economic_subject === null || isSealed(row.economic_subject)
            ? row.economic_subject === null
              ? null
              : JSON.stringify(row.economic_subject)
            : await sealJson(deps.db, JSON.stringify(row.economic_subject), place('economic_subject')),
      });
    }
    after = rows[rows.length - 1]?.id ?? after;
  }
};

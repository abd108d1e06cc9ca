import type { JobHandler } from '../jobs/index.ts';
import { sealFileFacts } from '../keys/index.ts';
import { offerFilesWithPlainFacts, sealFactsIfUnchanged } from './files.repository.ts';

/** The upload context whose files are sealed (decision 0038). */
export const SEALED_CONTEXT = 'offer';

/**
 * The offer files whose name and digest were kept plain before issue 44 (migration 0035 puts this job
 * once): each is sealed in place under the file's own data key, or under a new key of its own when its
 * bytes were stored plain (before sealing). As after offers.seal-existing, `VACUUM FULL files` removes
 * the old row versions from PostgreSQL's files at once.
 */
export const sealFileNames: JobHandler = async (_job, deps) => {
  let after = 0;
  for (;;) {
    const rows = await offerFilesWithPlainFacts(deps.db, SEALED_CONTEXT, after, 200);
    if (rows.length === 0) return;
    for (const row of rows) {
      if (row.name === null || row.sha256 === null) continue;
      const sealing = await sealFileFacts(row.sealing, { name: row.name, sha256: row.sha256 });
      await sealFactsIfUnchanged(deps.db, {
        id: row.id,
        keyId: row.sealing?.key_id ?? null,
        sealing: JSON.stringify(sealing),
      });
    }
    after = rows[rows.length - 1]?.id ?? after;
  }
};

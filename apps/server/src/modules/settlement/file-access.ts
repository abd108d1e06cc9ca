import { registerFileAccess } from '../files/index.ts';
import { findSettlement } from './settlement.repository.ts';
import { SETTLEMENT_FILES, settlementOf } from './settlement.service.ts';
import type { StoredSettlement } from './settlement-rules.ts';

/**
 * A settlement's attachment is read by whoever may read the settlement (everyone once the announcement
 * is resolved), and only while the settlement lists it.
 */
registerFileAccess(SETTLEMENT_FILES, async (file, auth, deps) => {
  if (file.owner_id === null) return false;
  try {
    await settlementOf(deps, auth?.userId ?? null, file.owner_id);
  } catch {
    return false;
  }
  const settlement = await findSettlement(deps.db, file.owner_id);
  const stored = settlement?.content as StoredSettlement | undefined;
  return stored?.attachments.some((a) => a.file_id === file.id) ?? false;
});

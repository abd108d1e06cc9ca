import { registerFileAccess } from '../files/index.ts';
import { OFFER_FILES } from './offer-sets.ts';
import { readableOfferSet } from './offers-read.service.ts';

/** An offer's attachments are read by exactly those who may read the offer set (sealed until closing). */
registerFileAccess(OFFER_FILES, async (file, auth, context) => {
  if (file.owner_id === null) return false;
  try {
    await readableOfferSet(context, auth?.userId ?? null, file.owner_id, 'file');
    return true;
  } catch {
    return false;
  }
});

/** Announcement statuses (spec 1 section 4) with their Polish names. */
export const announcementStatuses = [
  { id: 1, name: 'DRAFT', label: 'Wersja robocza' },
  { id: 2, name: 'PUBLISHED', label: 'Opublikowane' },
  { id: 3, name: 'CLOSED', label: 'Zamknięte' },
  { id: 4, name: 'CANCELLED', label: 'Anulowane' },
  { id: 5, name: 'RESOLVED', label: 'Rozstrzygnięte' },
  { id: 6, name: 'LOCKED', label: 'Zablokowane' },
] as const;
export type AnnouncementStatusName = (typeof announcementStatuses)[number]['name'];

/** Fulfilment place types: an address in Poland (with a TERYT locality) or abroad (with a country). */
export const fulfillmentPlaceTypes = [
  { id: 1, name: 'address', label: 'Adres w Polsce' },
  { id: 2, name: 'abroad', label: 'Za granicą' },
] as const;
export const ADDRESS_PLACE_TYPE_ID = 1;
export const ABROAD_PLACE_TYPE_ID = 2;

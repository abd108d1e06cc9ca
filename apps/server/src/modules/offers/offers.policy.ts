/** Offers are taken only while the announcement is published and its deadline has not passed. */
export function acceptsOffers(
  announcement: { status: string; submission_deadline: Date | null },
  now: Date,
): boolean {
  return (
    announcement.status === 'PUBLISHED' &&
    announcement.submission_deadline !== null &&
    announcement.submission_deadline.getTime() > now.getTime()
  );
}

/** Submitted offers are unsealed for the author and administrators only once the announcement closed. */
export function offersUnsealed(announcement: { status: string }): boolean {
  return announcement.status === 'CLOSED' || announcement.status === 'RESOLVED';
}

export type OfferStatus = 'DRAFT' | 'SUBMITTED' | 'WITHDRAWN';

/** The offer set's state machine (spec 2 section 4.1). */
export const offerTransitions = {
  save: ['DRAFT', 'WITHDRAWN'],
  submit: ['DRAFT', 'WITHDRAWN'],
  withdraw: ['SUBMITTED'],
  delete: ['DRAFT', 'WITHDRAWN'],
} as const satisfies Record<string, readonly OfferStatus[]>;

export function offerActionAllowed(status: string, action: keyof typeof offerTransitions): boolean {
  return (offerTransitions[action] as readonly string[]).includes(status);
}

/** Who the user is for the announcement, as far as offers go (see announcements/access.ts). */
type Role = { isAuthor: boolean; canPreviewAsAdmin: boolean };

/** The author never bids on their own announcement; anyone else signed in may while it takes offers. */
export function mayBid(announcement: { owner_id: number }, userId: number): boolean {
  return announcement.owner_id !== userId;
}

/** Whether the user could make an offer now (the flag beside the bidder's own offer set). */
export function canMakeOffer(
  announcement: { owner_id: number; status: string; submission_deadline: Date | null },
  userId: number,
  now: Date,
): boolean {
  return mayBid(announcement, userId) && acceptsOffers(announcement, now);
}

/** The author and administrators in scope see the list of offers of an announcement (sealed or not). */
export function mayListOffers(role: Role): boolean {
  return role.isAuthor || role.canPreviewAsAdmin;
}

/** The numbered sealed entries show only while the announcement takes offers. */
export function sealedEntriesShown(announcement: { status: string }): boolean {
  return announcement.status === 'PUBLISHED';
}

/**
 * Who may read an offer set: its bidder, always (`isOwnOffer`, with its audit and receipt); the
 * announcement's author and administrators in scope (`mayListOffers`) only once the announcement
 * closed, and only submitted offers (this). Anyone else: nobody (the offers are sealed).
 */
export function unsealedForOthers(offerSet: { status: string }, announcement: { status: string }): boolean {
  return offerSet.status === 'SUBMITTED' && offersUnsealed(announcement);
}

/** The flags of an offer list: whose view it is. */
export function listViewer(role: Role) {
  return { is_advertiser: role.isAuthor, is_admin: !role.isAuthor && role.canPreviewAsAdmin };
}

/** An offer in a list is the user's own when they are its bidder. */
export function isOwnOffer(offerSet: { bidder_id: number }, userId: number): boolean {
  return offerSet.bidder_id === userId;
}

/**
 * Who may download an offer set's signed receipt (decision 0049): its bidder alone, for an offer the
 * bidder submitted in the portal (not one the advertiser entered at settlement).
 */
export function mayDownloadReceipt(
  offerSet: { bidder_id: number; is_external: boolean },
  userId: number,
): boolean {
  return isOwnOffer(offerSet, userId) && !offerSet.is_external;
}

/**
 * Who enters the offers an advertiser received by another channel: the same people who settle the
 * announcement (settlement.policy: the author, administrators who may edit it in its scope).
 */
export function mayEnterOffers(role: { isAuthor: boolean; canEditAsAdmin: boolean }): boolean {
  return role.isAuthor || role.canEditAsAdmin;
}

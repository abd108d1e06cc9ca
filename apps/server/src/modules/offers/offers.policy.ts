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

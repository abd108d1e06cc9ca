/**
 * Every kind of event the log holds (decision 0030), named `object.what_happened`. A write route of
 * the API records at least one of them in its own transaction (apps/server/src/events.api.test.ts
 * holds each route to its events); reads of offer content and refused attempts record theirs too.
 */
export const eventTypes = [
  // Announcements (the object: the announcement).
  'announcement.draft_created',
  'announcement.draft_saved',
  'announcement.publication_scheduled',
  'announcement.published',
  'announcement.version_published',
  // The deadline moved by the extension action, with its reason (decision 0053); its version is the
  // 'announcement.version_published' beside it.
  'announcement.deadline_extended',
  'announcement.copied',
  'announcement.deleted',
  'announcement.cancelled',
  'announcement.locked',
  'announcement.unlocked',
  'announcement.closed',
  'announcement.resolved',
  'favorite.added',
  'favorite.removed',
  'mark.cleared',
  // Offers (the object: the offer set; the announcement in the payload).
  'offer.saved',
  'offer.submitted',
  'offer.withdrawn',
  'offer.deleted',
  'offer.entered',
  'offer.content_read',
  'offer.read_refused',
  // Questions (the object: the question).
  'question.asked',
  'answer.saved',
  'answer.published',
  // Settlement (the object: the announcement).
  'settlement.published',
  // Users, sessions and permissions (the object: the user concerned).
  'session.started',
  'session.ended',
  'user.created',
  'user.profile_synced',
  'user.language_changed',
  'user.blocked',
  'user.unblocked',
  // The embedded account service (the object: the account, by its number; decision 0033).
  'account.registered',
  'account.activation_sent',
  'account.activated',
  'account.password_reset_requested',
  'account.password_reset',
  'account.password_changed',
  'account.email_change_requested',
  'account.email_changed',
  'account.name_changed',
  'permission.granted',
  'permission.changed',
  'permission.removed',
  'subject.created',
  'subject.changed',
  'contact_person.created',
  'contact_person.changed',
  'contact_person.deleted',
  // Projects and enrolments (the object: the project or enrolment).
  'project.created',
  'project.deleted',
  'project.renamed',
  // The dictionary of implementation levels (the object: the level).
  'level.created',
  'level.changed',
  'level.deleted',
  // Files (the object: the file).
  'file.uploaded',
  // Resumable uploads (the object: the upload; issue 50): begun, each part received (what a bidder may
  // need to show of an upload before a deadline), abandoned. The whole file is then 'file.uploaded'.
  'upload.started',
  'upload.part_received',
  'upload.abandoned',
  // A failure of the portal an administrator declared (the object: the outage; issue 50), with the
  // announcements whose deadline it touched in the payload.
  'outage.declared',
  // The site's content (the object: the help article, terms version, cookie notice, general content
  // or statement; its kind in object_kind).
  'content.created',
  'content.changed',
  'content.deleted',
  // The newsletter page (the object: the filter, or the user for the notification settings).
  'newsletter_filter.created',
  'newsletter_filter.changed',
  'newsletter_filter.deleted',
  'notifications.changed',
  'notifications.opted_out',
  // Private feeds of the open data (the object: the user; decision 0036).
  'feed_token.created',
  'feed_token.revoked',
  // The master keys of sealed offers (the object: the key, by its number; decision 0046). The payload
  // names a key by its id (a digest's prefix), never its material.
  'master_key.registered',
  'master_key.rotated',
  // An administrator's retry of an event a consumer parked (the object: the dead letter; decision 0045).
  'consumer.event_retried',
  // An event the sealer left out of the log: its MAC does not hold (the object: that event; decision 0048).
  'log.event_rejected',
] as const;

export type EventType = (typeof eventTypes)[number];

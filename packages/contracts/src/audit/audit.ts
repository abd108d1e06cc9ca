import { z } from 'zod';
import { calendarDateSchema } from '../common/dates.ts';
import { queryId, queryInt } from '../common/input.ts';
import { auditEventTypes } from './audit-labels.ts';

export * from './audit-labels.ts';

/**
 * The event log's view (issue 31, decision 0031): GET /api/admin/audit/events (the log, filtered,
 * newest first, 50 a page by keyset), GET /api/admin/audit/chain (the hash chain's state) and
 * GET /api/announcements/{id}/offer-access (who opened the announcement's offers, for its author
 * after the deadline); GET /api/admin/audit/dead-letters and POST /api/admin/audit/dead-letters/{id}/retry
 * (the events a consumer of the log parked after its attempts, and the retry of one: decision 0045).
 */
export const AUDIT_PAGE_SIZE = 50;
export const OFFER_ACCESS_PAGE_SIZE = 20;

export const auditLimits = { user: 200, objectKind: 40, types: 60 } as const;

export const auditMessages = {
  forbidden: 'Nie masz uprawnień do przeglądania dziennika zdarzeń.',
  empty: 'Nie znaleziono zdarzeń spełniających kryteria.',
  failed: 'Nie udało się pobrać zdarzeń.',
  chainFailed: 'Nie udało się sprawdzić łańcucha zdarzeń.',
  dateOrder: 'Data początkowa nie może być późniejsza niż data końcowa.',
  objectKindRequired: 'Wybierz rodzaj obiektu.',
  objectKind: 'Nieznany rodzaj obiektu.',
  oneCursor: 'Podaj tylko jeden kierunek stronicowania.',
  offerAccessForbidden: 'Nie masz uprawnień do przeglądania dostępu do ofert tego ogłoszenia.',
  offerAccessSealed: 'Dostęp do ofert będzie można sprawdzić po upływie terminu składania ofert.',
  offerAccessEmpty: 'Nikt nie otwierał ofert tego ogłoszenia.',
  offerAccessFailed: 'Nie udało się pobrać informacji o dostępie do ofert.',
  deadLetterMissing: 'Nie znaleziono odłożonego zdarzenia.',
  deadLetterResolved: 'To zdarzenie zostało już obsłużone.',
  deadLetterNoConsumer: 'Konsument tego zdarzenia nie działa w tej wersji portalu.',
  deadLettersFailed: 'Nie udało się pobrać zdarzeń odłożonych.',
  deadLettersEmpty: 'Żaden konsument nie odłożył zdarzenia.',
  retryFailed: 'Nie udało się ponowić zdarzenia.',
} as const;

/** A list in the query string: `type=a`, `type=a,b` or `type[0]=a&type[1]=b`. */
const list = <T extends z.ZodType>(item: T, max: number) =>
  z
    .preprocess(
      (v) => (v === undefined || Array.isArray(v) || typeof v !== 'string' ? v : v.split(',')),
      z.array(item).min(1).max(max),
    )
    .optional();

/** An event id of the keyset: plain digits like any query id, but an event id is a bigint. */
const eventCursor = z
  .string()
  .regex(/^[1-9]\d{0,14}$/)
  .transform(Number);

/** An optional text filter: an empty value is no filter. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), schema.optional());

/** GET /api/admin/audit/events (wire names). */
export const auditQuerySchema = z
  .object({
    object_kind: optional(
      z
        .string()
        .trim()
        .max(auditLimits.objectKind)
        .regex(/^[a-z][a-z_]*$/, auditMessages.objectKind),
    ),
    object_id: optional(queryId),
    /** The actor: a user's id, or their e-mail (case aside). */
    user: optional(z.string().trim().max(auditLimits.user)),
    type: list(z.enum(auditEventTypes), auditLimits.types),
    /** Warsaw days, both included. */
    from: optional(calendarDateSchema),
    to: optional(calendarDateSchema),
    /** Keyset paging, newest first: the events older than this event id ... */
    before: eventCursor.optional(),
    /** ... or the events newer than this one (the page before). */
    after: eventCursor.optional(),
  })
  .superRefine((q, ctx) => {
    if (q.object_id !== undefined && !q.object_kind)
      ctx.addIssue({ code: 'custom', path: ['object_kind'], message: auditMessages.objectKindRequired });
    if (q.from && q.to && q.to < q.from)
      ctx.addIssue({ code: 'custom', path: ['to'], message: auditMessages.dateOrder });
    if (q.before !== undefined && q.after !== undefined)
      ctx.addIssue({ code: 'custom', path: ['after'], message: auditMessages.oneCursor });
  });
export type AuditQuery = z.output<typeof auditQuerySchema>;

export const actorKinds = ['user', 'system', 'anonymous'] as const;

/** Who caused an event: a user (with their name and e-mail as they are now), the portal, or a visitor. */
export const auditActorSchema = z.object({
  kind: z.enum(actorKinds),
  id: z.number().nullable(),
  name: z.string().nullable(),
  email: z.string().nullable(),
});

export const auditEventSchema = z.object({
  id: z.number(),
  /** The position in the hash chain; null until the event is sealed (within a second of its commit). */
  seq: z.number().nullable(),
  type: z.string(),
  object: z.object({ kind: z.string(), id: z.number() }),
  actor: auditActorSchema,
  occurred_at: z.string(),
  /** What the change recorded about itself (never an offer's content); its keys are data. */
  payload: z.record(z.string(), z.unknown()),
});
export type AuditEvent = z.output<typeof auditEventSchema>;

export const auditEventsSchema = z.object({
  events: z.array(auditEventSchema),
  meta: z.object({
    /** `after` of the page of newer events; null on the newest page. */
    newer: z.number().nullable(),
    /** `before` of the page of older events; null on the oldest page. */
    older: z.number().nullable(),
  }),
});

/** GET /api/admin/audit/chain. */
export const chainStateSchema = z.object({
  ok: z.boolean(),
  /** Links verified to hold (before the broken one, when broken). */
  length: z.number(),
  /** The last link's hash (null when broken or when nothing is sealed yet). */
  head: z.string().nullable(),
  broken_at: z.number().nullable(),
  reason: z.string().nullable(),
  /** Events committed but not sealed for more than a minute. */
  unsealed: z.number(),
  checked_at: z.string(),
});

/** GET /api/announcements/{id}/offer-access. */
export const offerAccessQuerySchema = z.object({
  page: queryInt(z.number().min(1).max(100_000)).default(1),
});

export const offerAccessKinds = ['read', 'refused'] as const;

export const offerAccessEntrySchema = z.object({
  id: z.number(),
  occurred_at: z.string(),
  kind: z.enum(offerAccessKinds),
  /** name and email are null for a visitor who was not signed in (and for the portal itself). */
  actor: z.object({ kind: z.enum(actorKinds), name: z.string().nullable(), email: z.string().nullable() }),
  /** How the content was reached (offerReadViaLabels). */
  via: z.string().nullable(),
  /** The offers concerned, as the list shows them after closing (none named for the settlement: all). */
  offers: z.array(z.object({ offer_set_id: z.number(), ordinal: z.number(), bidder_name: z.string() })),
});

export const offerAccessSchema = z.object({
  entries: z.array(offerAccessEntrySchema),
  meta: z.object({ total: z.number(), page: z.number(), last_page: z.number() }),
});

/** Parked events listed at most (newest first); `total` says how many there are. */
export const DEAD_LETTERS_LISTED = 100;

/** An event a consumer of the log parked after its attempts (decision 0045). */
export const deadLetterSchema = z.object({
  id: z.number(),
  consumer: z.string(),
  /** The event's position in the chain and its id. */
  seq: z.number(),
  event_id: z.number(),
  event_type: z.string(),
  object: z.object({ kind: z.string(), id: z.number() }),
  /** The last attempt's error, trimmed. */
  error: z.string(),
  attempts: z.number(),
  parked_at: z.string(),
  /** The last retry from the audit view (null: none yet). */
  retried_at: z.string().nullable(),
});
export type DeadLetter = z.output<typeof deadLetterSchema>;

/** GET /api/admin/audit/dead-letters. */
export const deadLettersSchema = z.object({
  dead_letters: z.array(deadLetterSchema),
  meta: z.object({ total: z.number() }),
});

/** POST /api/admin/audit/dead-letters/{id}/retry: resolved (the event left the list), or parked still with the new error. */
export const deadLetterRetrySchema = z.object({
  resolved: z.boolean(),
  error: z.string().nullable(),
  attempts: z.number(),
});

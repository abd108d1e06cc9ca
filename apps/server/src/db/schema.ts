import type { ColumnType, Generated, Selectable } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type Json<T> = ColumnType<T, string, string>;

export interface IdentityAccountsTable {
  id: string;
  email: string;
  password_hash: string;
  given_name: string;
  family_name: string;
  created_at: ColumnType<Date, Date | string | undefined, never>;
  /** A number for the event log's object id (migration 0029). */
  number: Generated<string>;
  /** Null until the activation link is opened: such an account cannot sign in. */
  activated_at: Timestamp | null;
  terms_accepted_at: Timestamp | null;
  privacy_accepted_at: Timestamp | null;
  password_changed_at: Timestamp | null;
  /** The language of its registration page: its e-mails are written in it (migration 0044). */
  language: ColumnType<'pl' | 'en', 'pl' | 'en' | undefined, 'pl' | 'en'>;
}

/** Activation, password reset and e-mail change links, by the hash of their token (migration 0029). */
export interface IdentityLinksTable {
  token_hash: string;
  account_id: string;
  purpose: 'activation' | 'reset' | 'email';
  new_email: string | null;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

export interface OidcPayloadsTable {
  model: string;
  id: string;
  payload: Json<Record<string, unknown>>;
  grant_id: string | null;
  user_code: string | null;
  uid: string | null;
  expires_at: Timestamp | null;
  consumed_at: Timestamp | null;
}

export interface AppSecretsTable {
  name: string;
  value: Json<unknown>;
}

export interface UsersTable {
  id: Generated<number>;
  oidc_issuer: string;
  oidc_subject: string;
  email: string;
  forename: string;
  surname: string;
  identifier: string;
  account_type: Generated<string>;
  blocked: Generated<boolean>;
  blocked_at: Timestamp | null;
  created_at: Timestamp;
  last_login_at: Timestamp | null;
  /** The language of the user's e-mails (migration 0044). */
  language: ColumnType<'pl' | 'en', 'pl' | 'en' | undefined, 'pl' | 'en'>;
}

export interface SessionsTable {
  id: Generated<number>;
  token_hash: string;
  user_id: number;
  created_at: Timestamp;
  expires_at: Timestamp;
  revoked_at: Timestamp | null;
  user_agent: string | null;
  address: string | null;
}

/** Failed logins by account or client address (hashed key); see migration 0015. */
export interface LoginThrottleTable {
  key: string;
  failures: number;
  last_failure_at: Timestamp;
  locked_until: Timestamp | null;
}

export interface LoginAttemptsTable {
  state: string;
  code_verifier: string;
  nonce: string;
  return_path: string;
  expires_at: Timestamp;
}

export interface ImplementationLevelsTable {
  id: Generated<number>;
  kind: string;
  code: string | null;
  name: string;
  parent_id: number | null;
  source_key: string | null;
  created_by: number | null;
  created_at: Timestamp;
  modified_by: number | null;
  modified_at: Timestamp | null;
  /** Perspectives only: what they have below activities (subactivities, regions, institutions). */
  activity_types: Json<string[]> | null;
}

export interface PermissionsTable {
  id: Generated<number>;
  user_id: number;
  group_name: string;
  flags: Json<string[]>;
  level_id: number | null;
  granted_by: number | null;
  granted_at: Timestamp;
}

export interface PermissionHistoryTable {
  id: Generated<number>;
  user_id: number;
  added_at: Timestamp;
  operation_type: string;
  added_by: number | null;
  context: string;
  level_id: number | null;
  level_name: string | null;
  groups: Json<{ group: string; flags: string[] }[]>;
}

export interface BadgeMarksTable {
  id: Generated<number>;
  user_id: number;
  kind: string;
  subject_id: number;
  created_at: Timestamp;
}

/** The event log (migration 0027, decision 0030): insert-only. */
export interface EventsTable {
  id: Generated<number>;
  type: string;
  object_kind: string;
  object_id: number;
  actor_kind: 'user' | 'system' | 'anonymous';
  actor_id: number | null;
  occurred_at: Timestamp;
  payload: Json<Record<string, unknown>>;
  /** The audit key that MACed it as it was written, and the MAC (migration 0038; null before). */
  key_id: string | null;
  mac: string | null;
}

/** Where MACs begin (migration 0038): the links sealed before it, and the events then unsealed. */
export interface LogIntegrityStartTable {
  chain_size: number;
  unsealed_ids: number[];
}

/** An event the sealer left out of the log: its MAC does not hold (migration 0038, issue 47). */
export interface EventRejectionsTable {
  event_id: number;
  found_at: Timestamp;
  reason: string;
}

/** The hash of each complete subtree of the log's Merkle tree (RFC 9162); level 0 are the leaves. */
export interface MerkleNodesTable {
  level: number;
  idx: number;
  hash: Uint8Array;
}

/** A signed tree head: the log's size and root at a time, signed with the audit key (Ed25519). */
export interface TreeHeadsTable {
  id: Generated<number>;
  size: number;
  root: string;
  signed_at: Timestamp;
  key_id: string;
  signature: string;
}

/** The public parts of the audit keys that signed heads and receipts. */
export interface LogKeysTable {
  key_id: string;
  public_key: string;
  first_used_at: Timestamp;
}

/** The results of the portal's own verifications of the log. */
export interface LogVerificationsTable {
  id: Generated<number>;
  ran_at: Timestamp;
  ok: boolean;
  size: number;
  message: string;
}

/** The sealed order of the events: a gapless position and the hash chain (insert-only). */
export interface EventChainTable {
  seq: number;
  event_id: number;
  hash: string;
  sealed_at: Timestamp;
}

/** Each after-commit consumer's position in the chain. */
export interface EventConsumersTable {
  name: string;
  position: Generated<number>;
  /** How many events it has handled (each once: the position moves in the same transaction). */
  handled: Generated<number>;
  updated_at: Timestamp | null;
  /** The event after the position that failed (migration 0037), its attempts so far, when it is due again. */
  failing_seq: number | null;
  attempts: Generated<number>;
  retry_at: Timestamp | null;
  last_error: string | null;
}

/** An event a consumer gave up on after its attempts (migration 0037, decision 0045). */
export interface ConsumerDeadLettersTable {
  id: Generated<number>;
  consumer: string;
  seq: number;
  event_id: number;
  event_type: string;
  error: string;
  attempts: number;
  parked_at: Timestamp;
  retried_at: Timestamp | null;
  retried_by: number | null;
  /** Set when a retry succeeded: the event left the list. */
  resolved_at: Timestamp | null;
}

/** The job queue (migration 0027). */
export interface JobsTable {
  id: Generated<number>;
  queue: string;
  key: string | null;
  payload: Json<Record<string, unknown>>;
  state: Generated<'waiting' | 'running' | 'done' | 'failed'>;
  run_at: Timestamp;
  attempts: Generated<number>;
  max_attempts: Generated<number>;
  locked_until: Timestamp | null;
  last_error: string | null;
  created_at: Timestamp;
  finished_at: Timestamp | null;
  /** The claim's token (migration 0036): a running job is its runner's while the token is unchanged. */
  lease_token: string | null;
}

/** A message body of the outbox, shared by the recipients of one notification (migration 0028). */
export interface OutboxBodiesTable {
  id: Generated<number>;
  subject: string;
  html: string;
  text: string;
  created_at: Timestamp;
}

/** The e-mail outbox (migration 0028, decision 0032). */
export interface OutboxMessagesTable {
  id: Generated<number>;
  idempotency_key: string;
  kind: string;
  user_id: number | null;
  event_id: number | null;
  announcement_id: number | null;
  to_address: string;
  body_id: number;
  vars: Json<Record<string, string>>;
  state: Generated<'queued' | 'sending' | 'sent' | 'failed' | 'kept'>;
  attempts: Generated<number>;
  locked_until: Timestamp | null;
  last_error: string | null;
  created_at: Timestamp;
  sent_at: Timestamp | null;
}

/** The days whose newsletter was handed out to its jobs (migration 0028). */
export interface NewsletterDaysTable {
  day: string;
  queued_at: Timestamp;
  users: number;
}

export interface SeedRunsTable {
  name: string;
  applied_at: Timestamp;
}

export interface ReferenceImportsTable {
  name: string;
  checksum: string;
  imported_at: Timestamp;
}

export interface CpvCodesTable {
  id: Generated<number>;
  code: string;
  name: string;
  level: number;
  parent_code: string | null;
  digits: string;
  folded_name: string;
}

export interface CpvWordsTable {
  word: string;
  cpv_id: number;
}

export interface TerytUnitsTable {
  code: string;
  level: string;
  name: string;
  type: string;
  parent_code: string | null;
}

export interface TerytLocalitiesTable {
  sym: string;
  name: string;
  folded_name: string;
  kind: string;
  is_part: boolean;
  parent_name: string | null;
  voivodeship: string;
  poviat: string;
  commune: string;
  commune_code: string;
}

export interface CountriesTable {
  alpha2: string;
  alpha3: string;
  name_pl: string;
  /** The English name (migration 0044); null until the countries are imported again. */
  name_en: string | null;
  position: number;
}

export interface OrderItemCategoriesTable {
  id: Generated<number>;
  code: string;
  name: string;
  parent_id: number | null;
  position: number;
}

export interface ParticipationConditionTypesTable {
  id: Generated<number>;
  code: string;
  name: string;
  position: number;
}

export interface FilesTable {
  id: Generated<number>;
  storage_key: string;
  /** Null when sealed in `sealing.facts` (an offer's file, issue 44). */
  name: string | null;
  size: number;
  /** The plain bytes' SHA-256; null when sealed in `sealing.facts`. */
  sha256: string | null;
  content_type: string;
  context: string;
  uploaded_by: number;
  created_at: Timestamp;
  owner_kind: string | null;
  owner_id: number | null;
  /**
   * A sealed file's data key (wrapped), nonce and tag (migration 0034), and its name and digest sealed
   * under the same key (migration 0035); null for a plain one.
   */
  sealing: ColumnType<FileSealing | null, string | null | undefined, string | null>;
}

/**
 * `tag`: the bytes are sealed (absent for an offer's file stored plain before sealing, whose name and
 * digest alone were sealed later); `facts`: the name and the plain bytes' SHA-256, sealed.
 */
export type FileSealing = {
  key_id: string;
  wrapped_key: string;
  nonce: string;
  tag?: string;
  facts?: string;
};

export interface EconomicSubjectsTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  address_kind: string;
  identification_type: string;
  identification_number: string;
  country: string;
  voivodeship: string | null;
  poviat: string | null;
  commune: string | null;
  locality_id: string | null;
  locality: string;
  postcode: string;
  street: string | null;
  house_number: string;
  created_at: Timestamp;
  modified_at: Timestamp | null;
}

export interface ContactPersonsTable {
  id: Generated<number>;
  user_id: number;
  forename: string;
  surname: string;
  phone_number: string | null;
  email: string;
  created_at: Timestamp;
  modified_at: Timestamp | null;
}

export interface ProjectsEnrollmentsTable {
  id: Generated<number>;
  type: string;
  owner_id: number;
  name: string | null;
  number: string;
  full_number: string;
  perspective_id: number;
  programme_id: number;
  priority_id: number;
  activity_id: number;
  region_id: number | null;
  institution_id: number | null;
  institution_number: string | null;
  created_at: Timestamp;
  created_by: number;
  modified_at: Timestamp | null;
  modified_by: number | null;
}

export interface AnnouncementsTable {
  id: Generated<number>;
  owner_id: number;
  status: string;
  status_before_lock: string | null;
  number: string | null;
  enrollment_id: number | null;
  publication_date: Timestamp | null;
  first_published_at: Timestamp | null;
  submission_deadline: Timestamp | null;
  published_version_id: number | null;
  draft_version_id: number | null;
  copied_from_id: number | null;
  created_at: Timestamp;
  created_by: number;
  modified_at: Timestamp | null;
  modified_by: number | null;
  status_changed_at: Timestamp | null;
  next_element_id: Generated<number>;
  title: Generated<string>;
  parts_count: Generated<number>;
  partial_offers_allowed: Generated<boolean>;
  advertiser_id_number: string | null;
}

export interface AnnouncementVersionsTable {
  id: Generated<number>;
  announcement_id: number;
  kind: string;
  version_no: number | null;
  content: Json<unknown>;
  created_at: Timestamp;
  created_by: number;
  modified_at: Timestamp | null;
  published_at: Timestamp | null;
  by_admin: Generated<boolean>;
  /** Why the version was made, when the deadline-extension action made it (migration 0043). */
  change_reason: string | null;
}

export interface AnnouncementProjectsTable {
  announcement_id: number;
  project_id: number;
}

export interface AnnouncementNumberSequencesTable {
  year: number;
  last_value: number;
}

export interface FavoriteAnnouncementsTable {
  user_id: number;
  announcement_id: number;
  created_at: Timestamp;
}

export interface AnnouncementSearchTable {
  announcement_id: number;
  status: string;
  publication_date: Timestamp | null;
  submission_deadline: Timestamp | null;
  number: string | null;
  title: string;
  /** The advertiser's English title, if given (migration 0045). */
  title_en: Generated<string | null>;
  title_tsv: string;
  doc_tsv: string;
  excerpt_source: string;
  /** Periods and status as terms, computed by the database (migration 0014). */
  facet_tsv: Generated<string>;
  place: string | null;
  advertiser_name: string | null;
  advertiser_name_folded: string | null;
  owner_id: number;
  /** The terms of the form and of the current attachments' text (the form's alone without any; migration 0040). */
  full_tsv: string;
}

/** An attachment's own terms, of an announcement's current version (migration 0040, the search module). */
export interface AttachmentSearchTable {
  announcement_id: number;
  file_id: number;
  name: string;
  /** The attachment's place among the version's attachments. */
  position: number;
  terms_tsv: string;
}

/** The text read from an attached file, or why none was (migration 0040, the documents module). */
export interface DocumentTextsTable {
  file_id: number;
  state: 'indexed' | 'no_text';
  reason: string | null;
  detail: string | null;
  pages: number | null;
  text: string;
  truncated: boolean;
  extracted_at: Timestamp;
  duration_ms: number;
}

/** A resumable upload by the tus protocol (migration 0041, the files module; issue 50). */
export interface ResumableUploadsTable {
  id: Generated<number>;
  token: string;
  user_id: number;
  context: string;
  /** Null when sealed (an offer's upload): the name is then in `sealing.facts`. */
  name: string | null;
  length: number;
  received: Generated<number>;
  /** An offer's upload: its data key (wrapped), under which its name and parts are sealed. */
  sealing: ColumnType<FileSealing | null, string | null | undefined, string | null>;
  state: ColumnType<
    'receiving' | 'checking' | 'done' | 'refused',
    'receiving' | undefined,
    'receiving' | 'checking' | 'done' | 'refused'
  >;
  /** While 'checking': until when the process checking it holds it (one that died leaves it to another). */
  checking_until: Timestamp | null;
  /** While a PATCH streams its body: until when it holds the upload (extended as it goes). */
  writing_until: Timestamp | null;
  file_id: number | null;
  /** Why the whole file was refused: the status and the answer's envelope, given to the client as such. */
  refusal: ColumnType<UploadRefusal | null, string | null | undefined, string | null>;
  created_at: Timestamp;
  expires_at: Timestamp;
}

export type UploadRefusal = { status: number; message: string; errors: Record<string, string[]> };

/** One part of a resumable upload's bytes, as stored (sealed under the upload's key when it has one). */
export interface ResumableUploadPartsTable {
  upload_id: number;
  start: number;
  size: number;
  storage_key: string;
  /** A sealed part's nonce and tag (base64, `nonce.tag`). */
  seal: string | null;
}

/** A minute's health sample (migration 0042, the availability module; issue 50). */
export interface AvailabilitySamplesTable {
  minute: Timestamp;
  ok: boolean;
  database_ms: number;
  recorded_at: Timestamp;
}

/** A failure of the portal an administrator declared (migration 0042). */
export interface OutagesTable {
  id: Generated<number>;
  started_at: Timestamp;
  ended_at: Timestamp;
  description: string;
  declared_by: number | null;
  declared_at: Timestamp;
}

/** An announcement whose deadline a declared failure touched, as listed at its declaration. */
export interface OutageAnnouncementsTable {
  outage_id: number;
  announcement_id: number;
  number: string | null;
  title: string;
  owner_id: number;
  submission_deadline: Timestamp;
}

export interface OfferSetsTable {
  id: Generated<number>;
  announcement_id: number;
  bidder_id: number;
  status: string;
  content: Json<unknown>;
  economic_subject: Json<unknown> | null;
  next_element_id: Generated<number>;
  created_at: Timestamp;
  modified_at: Timestamp | null;
  submitted_at: Timestamp | null;
  withdrawn_at: Timestamp | null;
  receipt_sha256: string | null;
  /** The receipt's Ed25519 signature (base64), made in the submitting write (decision 0049). */
  receipt_signature: string | null;
  /** The id of the key that signed the receipt. */
  receipt_key_id: string | null;
  /** The portal's public address the receipt was signed with. */
  receipt_portal: string | null;
  /** Entered by the advertiser at settlement (an offer received by another channel). */
  is_external: Generated<boolean>;
  /** An entered offer as the settlement last published it (what the public sees); null before that. */
  published_content: Json<unknown> | null;
  published_economic_subject: Json<unknown> | null;
}

export interface QuestionNumbersTable {
  announcement_id: number;
  last_number: number;
}

export interface QuestionsTable {
  id: Generated<number>;
  announcement_id: number;
  number: number;
  asker_id: number;
  content: string;
  original_content: string | null;
  status: 'NEW' | 'DRAFT' | 'PUBLISHED';
  answer: string | null;
  answered_by: number | null;
  created_at: Timestamp;
  modified_at: Timestamp | null;
  published_at: Timestamp | null;
  /** Renderings kept by the questions_render trigger (migration 0019). */
  bidder_json: Generated<string>;
  full_json: Generated<string>;
}

export interface SettlementsTable {
  announcement_id: number;
  content: Json<unknown>;
  created_at: Timestamp;
  created_by: number;
  modified_at: Timestamp | null;
  modified_by: number | null;
  next_element_id: Generated<number>;
}

export interface SettlementVersionsTable {
  id: Generated<number>;
  announcement_id: number;
  content: Json<unknown>;
  saved_by: number;
  saved_at: Timestamp;
}

export interface OcdsReleasesTable {
  id: Generated<number>;
  event_id: number;
  announcement_id: number;
  ocid: string;
  tag: string;
  released_at: Timestamp;
  release: string;
}

export interface FeedTokensTable {
  token_hash: string;
  user_id: number;
  kind: string;
  filter_id: number | null;
  created_at: Timestamp;
}

/** Public statistics (migration 0033, decision 0037): facts per public announcement. */
export interface StatisticsFactsTable {
  announcement_id: number;
  month: Timestamp;
  programme: string;
  division: string;
  voivodeship: string;
  offer_days: number | null;
  short_period: boolean;
  resolved: Generated<boolean>;
  single_offer: Generated<boolean>;
  parts: Generated<number>;
  offers: Generated<number>;
}

/** The facts summed by month, programme, CPV division and voivodeship. */
export interface StatisticsCellsTable {
  month: Timestamp;
  programme: string;
  division: string;
  voivodeship: string;
  announcements: number;
  short_period: number;
  resolved: number;
  single_offer: number;
  resolved_parts: number;
  offers: number;
  /** The statistics' version that last changed the cell. */
  version: number;
}

export interface StatisticsStateTable {
  id: number;
  version: number;
  changed_at: Timestamp;
}

/** Offers sealed at rest (migration 0034, decision 0038). */
export interface MasterKeysTable {
  /** The key's number in the event log (migration 0036). */
  number: Generated<number>;
  key_id: string;
  check_value: string;
  created_at: Timestamp;
  retired_at: Timestamp | null;
}

export interface AnnouncementKeysTable {
  announcement_id: number;
  key_id: string;
  wrapped_key: string;
  created_at: Timestamp;
}

export interface DB {
  reference_imports: ReferenceImportsTable;
  cpv_codes: CpvCodesTable;
  cpv_words: CpvWordsTable;
  teryt_units: TerytUnitsTable;
  teryt_localities: TerytLocalitiesTable;
  countries: CountriesTable;
  order_item_categories: OrderItemCategoriesTable;
  participation_condition_types: ParticipationConditionTypesTable;
  identity_accounts: IdentityAccountsTable;
  identity_links: IdentityLinksTable;
  oidc_payloads: OidcPayloadsTable;
  app_secrets: AppSecretsTable;
  users: UsersTable;
  sessions: SessionsTable;
  login_attempts: LoginAttemptsTable;
  login_throttle: LoginThrottleTable;
  implementation_levels: ImplementationLevelsTable;
  permissions: PermissionsTable;
  permission_history: PermissionHistoryTable;
  badge_marks: BadgeMarksTable;
  events: EventsTable;
  event_chain: EventChainTable;
  event_rejections: EventRejectionsTable;
  log_integrity_start: LogIntegrityStartTable;
  merkle_nodes: MerkleNodesTable;
  tree_heads: TreeHeadsTable;
  log_keys: LogKeysTable;
  log_verifications: LogVerificationsTable;
  event_consumers: EventConsumersTable;
  consumer_dead_letters: ConsumerDeadLettersTable;
  jobs: JobsTable;
  outbox_bodies: OutboxBodiesTable;
  outbox_messages: OutboxMessagesTable;
  newsletter_days: NewsletterDaysTable;
  /** badge_marks as the user sees them: none while the user's notifications are off (migration 0026). */
  visible_badge_marks: BadgeMarksTable;
  seed_runs: SeedRunsTable;
  files: FilesTable;
  resumable_uploads: ResumableUploadsTable;
  resumable_upload_parts: ResumableUploadPartsTable;
  availability_samples: AvailabilitySamplesTable;
  outages: OutagesTable;
  outage_announcements: OutageAnnouncementsTable;
  economic_subjects: EconomicSubjectsTable;
  contact_persons: ContactPersonsTable;
  projects_enrollments: ProjectsEnrollmentsTable;
  announcements: AnnouncementsTable;
  announcement_versions: AnnouncementVersionsTable;
  announcement_projects: AnnouncementProjectsTable;
  announcement_number_sequences: AnnouncementNumberSequencesTable;
  favorite_announcements: FavoriteAnnouncementsTable;
  announcement_search: AnnouncementSearchTable;
  attachment_search: AttachmentSearchTable;
  document_texts: DocumentTextsTable;
  offer_sets: OfferSetsTable;
  question_numbers: QuestionNumbersTable;
  questions: QuestionsTable;
  settlements: SettlementsTable;
  settlement_versions: SettlementVersionsTable;
  ocds_releases: OcdsReleasesTable;
  feed_tokens: FeedTokensTable;
  statistics_facts: StatisticsFactsTable;
  statistics_cells: StatisticsCellsTable;
  statistics_state: StatisticsStateTable;
  master_keys: MasterKeysTable;
  announcement_keys: AnnouncementKeysTable;
  help_articles: HelpArticlesTable;
  help_related: HelpRelatedTable;
  terms_versions: TermsVersionsTable;
  cookie_notice: CookieNoticeTable;
  general_contents: GeneralContentsTable;
  statements: StatementsTable;
  newsletter_filters: NewsletterFiltersTable;
  notification_settings: NotificationSettingsTable;
  opt_out_tokens: OptOutTokensTable;
}

/** Audit columns of the site's content (migration 0021). */
interface ContentAudit {
  created_at: Timestamp;
  created_by: number | null;
  modified_at: Timestamp | null;
  modified_by: number | null;
}

export interface HelpArticlesTable extends ContentAudit {
  id: Generated<number>;
  type: string;
  parent_id: number | null;
  screen: string | null;
  heading: string;
  slug: string;
  content: Json<unknown>;
  publication_date: Timestamp;
}

export interface HelpRelatedTable {
  help_id: number;
  related_id: number;
  position: number;
}

export interface TermsVersionsTable extends ContentAudit {
  id: Generated<number>;
  content: Json<unknown>;
  publication_date: Timestamp;
}

export interface CookieNoticeTable extends ContentAudit {
  id: number;
  content: Json<unknown>;
  publication_date: Timestamp;
}

export interface GeneralContentsTable extends ContentAudit {
  id: Generated<number>;
  placement: string;
  heading: Generated<string>;
  content: Json<unknown>;
}

export interface StatementsTable extends ContentAudit {
  id: Generated<number>;
  heading: string;
  slug: string;
  content: Json<unknown>;
  yellow_stripe: Generated<boolean>;
  active: Generated<boolean>;
  no_expiry: Generated<boolean>;
  publication_date: Timestamp;
  expiry_date: string | null;
}

export type StoredFile = Selectable<FilesTable>;

/** The newsletter page (migration 0022). */
export interface NewsletterFiltersTable {
  id: Generated<number>;
  user_id: number;
  enabled: Generated<boolean>;
  advertiser_identification_number: string | null;
  programme_ids: Generated<number[]>;
  category_id: number | null;
  subcategory_id: number | null;
  cpv_item_ids: Generated<number[]>;
  place_codes: Generated<string[]>;
  created_at: Timestamp;
  modified_at: Timestamp | null;
}

export interface NotificationSettingsTable {
  user_id: number;
  type: string;
  enabled: boolean;
  modified_at: Timestamp;
}

export interface OptOutTokensTable {
  token_hash: string;
  user_id: number;
  created_at: Timestamp;
  used_at: Timestamp | null;
}

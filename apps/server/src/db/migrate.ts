import type { Kysely } from 'kysely';
import { type Migration, type MigrationProvider, Migrator } from 'kysely/migration';
import * as m0001 from './migrations/0001_foundation.ts';
import * as m0002 from './migrations/0002_reference_data.ts';
import * as m0003 from './migrations/0003_dictionary_levels.ts';
import * as m0004 from './migrations/0004_files.ts';
import * as m0005 from './migrations/0005_profiles_projects.ts';
import * as m0006 from './migrations/0006_announcements.ts';
import * as m0007 from './migrations/0007_announcement_lifecycle.ts';
import * as m0008 from './migrations/0008_announcement_list_columns.ts';
import * as m0009 from './migrations/0009_favorites.ts';
import * as m0010 from './migrations/0010_search.ts';
import * as m0011 from './migrations/0011_offers.ts';
import * as m0012 from './migrations/0012_search_filter_terms.ts';
import * as m0013 from './migrations/0013_offers_gate.ts';
import * as m0014 from './migrations/0014_search_facets.ts';
import * as m0015 from './migrations/0015_files_shared_storage.ts';
import * as m0016 from './migrations/0016_login_throttle.ts';
import * as m0017 from './migrations/0017_offers_one_path.ts';
import * as m0018 from './migrations/0018_search_sample_buckets.ts';
import * as m0019 from './migrations/0019_questions.ts';
import * as m0020 from './migrations/0020_settlements.ts';
import * as m0021 from './migrations/0021_content.ts';
import * as m0022 from './migrations/0022_newsletter.ts';
import * as m0023 from './migrations/0023_users_admin.ts';
import * as m0024 from './migrations/0024_permission_history.ts';
import * as m0025 from './migrations/0025_admin_projects.ts';
import * as m0026 from './migrations/0026_review_fixes.ts';
import * as m0027 from './migrations/0027_event_log.ts';
import * as m0028 from './migrations/0028_outbox.ts';
import * as m0029 from './migrations/0029_accounts.ts';
import * as m0030 from './migrations/0030_change_notifications.ts';
import * as m0031 from './migrations/0031_open_data.ts';
import * as m0032 from './migrations/0032_feed_tokens.ts';
import * as m0033 from './migrations/0033_statistics.ts';
import * as m0034 from './migrations/0034_sealed_offers.ts';
import * as m0035 from './migrations/0035_sealed_file_names.ts';
import * as m0036 from './migrations/0036_job_leases.ts';
import * as m0037 from './migrations/0037_consumer_dead_letters.ts';
import * as m0038 from './migrations/0038_log_integrity.ts';
import * as m0039 from './migrations/0039_signed_receipts.ts';
import * as m0040 from './migrations/0040_attachment_search.ts';
import * as m0041 from './migrations/0041_resumable_uploads.ts';
import * as m0042 from './migrations/0042_availability.ts';
import * as m0043 from './migrations/0043_version_reasons.ts';
import * as m0044 from './migrations/0044_languages.ts';
import * as m0045 from './migrations/0045_english_titles.ts';
import type { DB } from './schema.ts';

const migrations: Record<string, Migration> = {
  '0001_foundation': m0001,
  '0002_reference_data': m0002,
  '0003_dictionary_levels': m0003,
  '0004_files': m0004,
  '0005_profiles_projects': m0005,
  '0006_announcements': m0006,
  '0007_announcement_lifecycle': m0007,
  '0008_announcement_list_columns': m0008,
  '0009_favorites': m0009,
  '0010_search': m0010,
  '0011_offers': m0011,
  '0012_search_filter_terms': m0012,
  '0013_offers_gate': m0013,
  '0014_search_facets': m0014,
  '0015_files_shared_storage': m0015,
  '0016_login_throttle': m0016,
  '0017_offers_one_path': m0017,
  '0018_search_sample_buckets': m0018,
  '0019_questions': m0019,
  '0020_settlements': m0020,
  '0021_content': m0021,
  '0022_newsletter': m0022,
  '0023_users_admin': m0023,
  '0024_permission_history': m0024,
  '0025_admin_projects': m0025,
  '0026_review_fixes': m0026,
  '0027_event_log': m0027,
  '0028_outbox': m0028,
  '0029_accounts': m0029,
  '0030_change_notifications': m0030,
  '0031_open_data': m0031,
  '0032_feed_tokens': m0032,
  '0033_statistics': m0033,
  '0034_sealed_offers': m0034,
  '0035_sealed_file_names': m0035,
  '0036_job_leases': m0036,
  '0037_consumer_dead_letters': m0037,
  '0038_log_integrity': m0038,
  '0039_signed_receipts': m0039,
  '0040_attachment_search': m0040,
  '0041_resumable_uploads': m0041,
  '0042_availability': m0042,
  '0043_version_reasons': m0043,
  '0044_languages': m0044,
  '0045_english_titles': m0045,
};

class StaticMigrationProvider implements MigrationProvider {
  async getMigrations(): Promise<Record<string, Migration>> {
    return migrations;
  }
}

export async function migrateToLatest(db: Kysely<DB>): Promise<void> {
  const migrator = new Migrator({ db, provider: new StaticMigrationProvider() });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration failed: ${failed?.migrationName ?? ''} ${String(error ?? '')}`);
  }
}
